"""``python -m pyramid_explorer.serve NOTEBOOK [options]``: the dashboard's Voila server."""

from pyramid_explorer.serve.server import main

if __name__ == "__main__":
    main()

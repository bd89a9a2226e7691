"""``python -m pyramid_explorer.serve NOTEBOOK [options]``: the dashboard's Voila server."""

from pyramid_explorer.serve.speed import skip_rfc3987_grammar

skip_rfc3987_grammar()  # before jupyter_server imports jsonschema: 2.5 s less at start

from pyramid_explorer.serve.server import main  # noqa: E402

if __name__ == "__main__":
    main()

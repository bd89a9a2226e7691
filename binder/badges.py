"""Print the README's Binder badges for the GitHub account that hosts this repository.

Run: ``python binder/badges.py`` (the account and repository are taken from the ``origin``
remote, e.g. ``git@github.com:ACCOUNT/pyramid-explorer.git``), or
``python binder/badges.py --account ACCOUNT [--repo NAME] [--branch main]``.

>>> parse_remote("git@github.com:ada/pyramid-explorer.git")
('ada', 'pyramid-explorer')
>>> parse_remote("https://github.com/ada/pyramid-explorer")
('ada', 'pyramid-explorer')
>>> parse_remote("/srv/git/pyramid-explorer") is None
True
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

DASHBOARD = "voila/render/notebooks/dashboard.ipynb"
_GITHUB = re.compile(r"github\.com[:/]([^/]+)/([^/]+?)(?:\.git)?/?$")


def parse_remote(url: str) -> tuple[str, str] | None:
    """``(account, repository)`` of a GitHub remote URL, else ``None``."""
    m = _GITHUB.search(url.strip())
    return (m.group(1), m.group(2)) if m else None


def origin() -> str:
    done = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else ""


def badges(account: str, repo: str, branch: str) -> str:
    base = f"https://mybinder.org/v2/gh/{account}/{repo}/{branch}"
    return (f"[![Launch JupyterLab on Binder](https://mybinder.org/badge_logo.svg)]"
            f"({base}?urlpath=lab)\n"
            f"[![Open the dashboard on Binder](https://img.shields.io/badge/Binder-dashboard-579ACA)]"
            f"({base}?urlpath={DASHBOARD})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--account", help="GitHub account (default: from the origin remote)")
    parser.add_argument("--repo", help="repository name (default: from the origin remote)")
    parser.add_argument("--branch", default="main")
    args = parser.parse_args(argv)
    found = parse_remote(origin()) or (None, None)
    account, repo = args.account or found[0], args.repo or found[1] or "pyramid-explorer"
    if not account:
        print("binder/badges.py: the origin remote is not on GitHub (or there is none); "
              "name the account with --account ACCOUNT", file=sys.stderr)
        return 2
    print(badges(account, repo, args.branch))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""A throwaway PostgreSQL server for the tests: Debian's ``initdb`` and ``pg_ctl`` make a
cluster in a temporary folder that listens on a unix socket there only (no TCP port), once
per test session; every test gets a database of its own.

``initdb`` refuses to run as root: as root, the cluster is made and run by the ``postgres``
user (Debian's package makes it), or ``nobody``.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path
from urllib.parse import urlsplit

BIN_DIRS = ("/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin",
            "/usr/lib/postgresql/15/bin", "/usr/local/bin", "/usr/bin")
SETTINGS = ("-c listen_addresses='' -c fsync=off -c synchronous_commit=off "
            "-c full_page_writes=off -c max_connections=300")


def find_bin() -> Path | None:
    """The folder that holds ``initdb`` and ``pg_ctl`` (Debian's versioned folder first)."""
    for folder in BIN_DIRS:
        if all((Path(folder) / name).exists() for name in ("initdb", "pg_ctl")):
            return Path(folder)
    found = shutil.which("initdb")
    return Path(found).parent if found and shutil.which("pg_ctl") else None


def database_of(url: str) -> str:
    """The database a ``postgresql://…`` URL names."""
    return urlsplit(url).path.lstrip("/")


class Cluster:
    """A PostgreSQL cluster in a temporary folder (see the module doc)."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="pe-pg-"))
        self.data = self.folder / "data"
        self.user: str | None = None
        if os.geteuid() == 0:
            for name in ("postgres", "nobody"):
                with contextlib.suppress(KeyError):
                    entry = pwd.getpwnam(name)
                    os.chown(self.folder, entry.pw_uid, entry.pw_gid)
                    self.user = name
                    break
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres",
                  "-E", "UTF8", "--locale=C", "--no-sync")
        self.start()

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bindir / tool), *args]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "log"), "-w",
                  "-o", f"-k {self.folder} {SETTINGS}", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.folder}"

    def admin(self):  # noqa: ANN201 - a psycopg connection
        import psycopg

        return psycopg.connect(self.url(), autocommit=True)

    def new_database(self) -> str:
        """A new empty database's URL."""
        name = "t_" + uuid.uuid4().hex[:12]
        with self.admin() as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def drop_database(self, url: str) -> None:
        name = database_of(url)
        with contextlib.suppress(Exception), self.admin() as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def terminate(self, url: str) -> int:
        """End every connection to ``url``'s database from another connection (what an
        admin or a failing server does); how many were ended."""
        name = database_of(url)
        with self.admin() as conn:
            rows = conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                "WHERE datname = %s AND pid <> pg_backend_pid()",
                                (name,)).fetchall()
        return len(rows)

    def remove(self) -> None:
        with contextlib.suppress(Exception):
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)


__all__ = ["Cluster", "database_of", "find_bin"]

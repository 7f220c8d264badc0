#!/usr/bin/env python3
"""Lets cargo tell CI's unchanged sources by their content, not by when they were cloned.

usage: ci-source-times.py restore TARGET_DIR   (before the build)
       ci-source-times.py record TARGET_DIR    (after a build that succeeded)

Cargo decides that a crate of the workspace needs rebuilding when one of its source files
is newer than its last build. A fresh clone's files are all new, so CI rebuilt every crate
of ours on every run, whatever had changed. `record` writes, beside the build, the Git blob
id of every tracked file the build was made from; `restore` gives each file whose blob is
still the recorded one a time long past, so that cargo rebuilds exactly the crates whose
sources changed (a changed file keeps its clone's time, newer than any build).

It is sound only if the build in TARGET_DIR was made from the recorded files, so:
`restore` deletes the record before the build starts (a build cut short leaves none), and
both do nothing in a tree with changes Git does not have (the build would not be of the
recorded blobs). TARGET_DIR must be CI's own, not one a developer builds in by hand.
"""
import os
import subprocess
import sys

RECORD = ".pigeonpost-ci-sources"
# 2000-01-01: older than any build, and than any clone.
LONG_AGO = 946684800


def tracked():
    """{path: blob id} of the files Git tracks, or None when the tree has changes."""
    status = subprocess.run(["git", "status", "--porcelain"], capture_output=True,
                            text=True, check=True).stdout
    if status.strip():
        return None
    out = subprocess.run(["git", "ls-files", "-s", "-z"], capture_output=True,
                         check=True).stdout
    files = {}
    for entry in out.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        files[os.fsdecode(path)] = meta.split()[1].decode()
    return files


def read_record(path):
    files = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            blob, _, name = line.rstrip("\n").partition(" ")
            files[name] = blob
    return files


def restore(target):
    record = os.path.join(target, RECORD)
    built = read_record(record) if os.path.exists(record) else {}
    if os.path.exists(record):
        os.remove(record)
    files = tracked()
    if files is None:
        print("source times: the tree has changes; every crate is rebuilt")
        return
    same = [name for name, blob in files.items() if built.get(name) == blob]
    for name in same:
        if os.path.isfile(name) and not os.path.islink(name):
            os.utime(name, (LONG_AGO, LONG_AGO))
    print(f"source times: {len(same)} of {len(files)} files as last built")


def record(target):
    files = tracked()
    if files is None:
        return
    os.makedirs(target, exist_ok=True)
    temporary = os.path.join(target, RECORD + ".new")
    with open(temporary, "w", encoding="utf-8") as f:
        for name, blob in sorted(files.items()):
            f.write(f"{blob} {name}\n")
    os.replace(temporary, os.path.join(target, RECORD))


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("restore", "record"):
        sys.exit(__doc__)
    {"restore": restore, "record": record}[sys.argv[1]](sys.argv[2])


if __name__ == "__main__":
    main()

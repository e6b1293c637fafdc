#!/usr/bin/env python3
"""Lines of each Rust function, from its `fn` line to its closing brace (issue 27: no function
over 300 lines outside tests). Prints the longest first.

    scripts/fn-lengths.py [-n N] [--max M] FILE_OR_DIR...

With `--max M`, test code (`tests/` folders, and a file's `#[cfg(test)]` module to its end) is
left out, and the exit status is 1 when some function is longer than M lines.
"""
import os
import re
import sys

FN = re.compile(r'^\s*(pub(\([^)]*\))?\s+)?(const\s+)?(unsafe\s+)?(extern\s+"[^"]*"\s+)?fn\s+(\w+)')


def strip(line):
    """The line without string/char literals and comments (enough for brace counting)."""
    out, i, n = [], 0, len(line)
    while i < n:
        c = line[i]
        if line.startswith('//', i):
            break
        if c == '"':
            i += 1
            while i < n and line[i] != '"':
                i += 2 if line[i] == '\\' else 1
            i += 1
            continue
        if c == "'" and i + 2 < n and (line[i + 2] == "'" or line[i + 1] == '\\'):
            j = line.find("'", i + 2 if line[i + 1] != '\\' else i + 3)
            i = j + 1 if j > 0 else n
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def functions(path, skip_tests=False):
    lines = open(path, encoding='utf-8').read().split('\n')
    if skip_tests and '#[cfg(test)]' in lines:
        lines = lines[:lines.index('#[cfg(test)]')]
    for k, line in enumerate(lines):
        m = FN.match(line)
        if not m:
            continue
        depth, opened = 0, False
        for j in range(k, len(lines)):
            s = strip(lines[j])
            if not opened and ';' in s and '{' not in s:
                break  # a declaration without a body
            depth += s.count('{') - s.count('}')
            opened = opened or '{' in s
            if opened and depth <= 0:
                yield (j - k + 1, path, k + 1, m.group(6))
                break


def main():
    args = sys.argv[1:]
    top, limit = 10, None
    while args[:1] in (['-n'], ['--max']):
        if args[0] == '-n':
            top = int(args[1])
        else:
            limit = int(args[1])
        args = args[2:]
    files = []
    for a in args:
        if os.path.isdir(a):
            for root, _, names in os.walk(a):
                if limit is not None and os.sep + 'tests' in root[len(a):]:
                    continue
                files += [os.path.join(root, f) for f in names if f.endswith('.rs')]
        else:
            files.append(a)
    found = sorted((f for p in files for f in functions(p, limit is not None)), reverse=True)
    for n, path, line, name in found[:top]:
        print(f'{n:5}  {path}:{line}  {name}')
    if limit is not None and found and found[0][0] > limit:
        print(f'fn-lengths: functions over {limit} lines: '
              f'{sum(1 for f in found if f[0] > limit)}', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())

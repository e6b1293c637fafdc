#!/usr/bin/env python3
"""Import circles of a Rust crate, file by file (issue 27: none larger than 6 files).

A file imports another when it names an item of it: a `use` of a `crate::`, `super::` or
`self::` path, or such a path written inline, or a path through a child module of its own
(`collector::collect` in gc/mod.rs). Test modules (a `#[cfg(...test...)] mod` to the
end of the file) and `src/bin/` are left out. A circle is a strongly connected component of that graph;
the largest come first, each with the edges inside it when `-v` is given.

    scripts/import-circles.py [-v] [--max N] CRATE_SRC_DIR...
    scripts/import-circles.py --self-test

With `--max N` the exit status is 1 when some circle has more than N files.
"""
import os
import re
import sys


def modules(root):
    """Module path ('' for the crate root) -> file, for every .rs file under root but bin/."""
    files = {}
    for d, dirs, fs in os.walk(root):
        rel_dir = os.path.relpath(d, root)
        if rel_dir == 'bin' or rel_dir.startswith('bin' + os.sep):
            continue
        for f in fs:
            if not f.endswith('.rs'):
                continue
            rel = os.path.relpath(os.path.join(d, f), root)[:-3]
            parts = rel.split(os.sep)
            if parts[-1] == 'mod':
                parts = parts[:-1]
            if parts in (['lib'], ['main']):
                parts = []
            files['::'.join(parts)] = os.path.join(d, f)
    return files


TEST_MODULE = re.compile(r'#\[cfg\([^\]]*\btest\b[^\]]*\)\]\s*mod\s+\w+\s*\{')


def without_tests_and_comments(src):
    # Test modules come last in a file: cut from the first one to the end.
    m = TEST_MODULE.search(src)
    if m:
        src = src[:m.start()]
    src = re.sub(r'//[^\n]*', '', src)
    return src


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> ['a::b', 'a::c::d', 'a::c::e']."""
    tree = re.sub(r'\s+as\s+\w+', '', tree)  # `a::B as C` names a::B
    tree = re.sub(r'\s+', '', tree)
    out = []

    def walk(prefix, s):
        depth, start, items = 0, 0, []
        for i, c in enumerate(s):
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
            elif c == ',' and depth == 0:
                items.append(s[start:i])
                start = i + 1
        items.append(s[start:])
        for item in items:
            if not item:
                continue
            j = item.find('{')
            if j >= 0:
                walk(prefix + item[:j], item[j + 1:item.rfind('}')])
            else:
                out.append(prefix + item)
    walk('', tree)
    return out


def module_path(parts):
    return '::'.join(parts)


def resolve(files, module, path):
    """The file-module a path names, or None (an external crate, or the module itself)."""
    parts = path.split('::')
    here = module.split('::') if module else []
    is_dir_module = files.get(module, '').endswith(('mod.rs', 'lib.rs', 'main.rs'))
    if parts[0] == 'crate':
        parts = parts[1:]
    elif module_path(here + [parts[0]]) in files:
        # A path from a child module of this one (`collector::collect` in gc/mod.rs).
        parts = here + parts
    elif parts[0] in ('super', 'self'):
        # `self` of a file module is the module; `super` its parent. In a mod.rs, `self`
        # is the folder module.
        base = here if is_dir_module or parts[0] == 'self' else here[:-1]
        if parts[0] == 'super' and is_dir_module:
            base = here[:-1]
        parts = parts[1:]
        while parts and parts[0] == 'super':
            base, parts = base[:-1], parts[1:]
        parts = base + parts
    else:
        return None
    while parts:
        m = '::'.join(parts)
        if m in files:
            return m if m != module else None
        parts = parts[:-1]
    return None


def graph(root):
    files = modules(root)
    edges = {m: set() for m in files}
    for m, path in files.items():
        src = without_tests_and_comments(open(path).read())
        paths = []
        for use in re.finditer(r'\buse\s+([^;]*);', src):
            paths += expand_use(use.group(1))
        # Inline paths, outside `use` statements (whose groups `a::{b, c}` are expanded above).
        code = re.sub(r'\buse\s+[^;]*;', '', src)
        paths += re.findall(r'(?<![\w:])((?:crate|super|self|[a-z_][a-z0-9_]*)(?:::\w+)+)', code)
        for p in paths:
            t = resolve(files, m, p)
            if t is not None and t != '':
                edges[m].add(t)
    return edges


def circles(edges):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(100000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = []
            while True:
                w = stack.pop()
                on.discard(w)
                scc.append(w)
                if w == v:
                    break
            out.append(sorted(scc))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted((c for c in out if len(c) > 1), key=len, reverse=True)


def self_test():
    """The graph of a small made-up crate, every way of naming a file covered."""
    import tempfile
    crate = {
        'lib.rs': 'pub mod a; pub mod b; pub mod classes;',
        'a.rs': 'use crate::b::{self, B as Bee};\n',
        'b.rs': 'pub struct B; fn f() { super::classes::class::C::new(); }',
        'classes/mod.rs': 'pub mod class; pub mod method;\npub fn g() { method::h(); }',
        'classes/class.rs': 'use crate::{a::A, classes::method::{Method}};',
        'classes/method.rs': ('pub fn h() {}\n#[cfg(all(test, not(loom)))]\nmod tests {\n'
                              '    use crate::a::A;\n}\n'),
    }
    with tempfile.TemporaryDirectory() as root:
        for name, text in crate.items():
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), 'w') as f:
                f.write(text)
        edges = graph(root)
    expected = {
        '': set(),
        'a': {'b'},
        'b': {'classes::class'},
        'classes': {'classes::method'},
        'classes::class': {'a', 'classes::method'},
        'classes::method': set(),
    }
    assert edges == expected, edges
    assert circles(edges) == [['a', 'b', 'classes::class']], circles(edges)
    print('import-circles.py: self-test passed')
    return 0


def main(argv):
    if argv == ['--self-test']:
        return self_test()
    verbose = '-v' in argv
    argv = [a for a in argv if a != '-v']
    limit = None
    if '--max' in argv:
        i = argv.index('--max')
        limit = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    worst = 0
    for root in argv:
        edges = graph(root)
        found = circles(edges)
        largest = len(found[0]) if found else 0
        worst = max(worst, largest)
        print(f'{root}: largest circle {largest} files')
        for c in found:
            print(f'  {len(c)}: {" ".join(c)}')
            if verbose:
                for m in c:
                    print(f'      {m} -> {" ".join(sorted(edges[m] & set(c)))}')
    if limit is not None and worst > limit:
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

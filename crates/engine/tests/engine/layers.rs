//! The engine's files stand in layers: no circle of imports runs through more than two
//! files. The crate's `src/` is read as text and parsed; every path that names a module
//! of the crate (`use crate::..`, `use super::..`, a child `mod x;` then `x::..`, and
//! paths written inline, also inside macros, such as `crate::mechanics::foo(..)`) is an
//! edge from the file it is written in to the file that holds the module it names. A
//! strongly connected component of more than two files is a circle, reported by its
//! files.

use proc_macro2::{TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use syn::visit::Visit;

/// Module path (`["mechanics", "schema"]`; empty for the crate root) to the file that
/// holds it, relative to `src/`.
type Modules = BTreeMap<Vec<String>, String>;

/// The edges of the file-level import graph: file to the files it imports.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// A source file: its path relative to `src/` and its text.
struct Source {
    path: String,
    text: String,
}

fn read_sources(dir: &Path, prefix: &str, out: &mut Vec<Source>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            read_sources(&path, &format!("{prefix}{name}/"), out);
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&path).expect("a source file is readable");
            out.push(Source {
                path: format!("{prefix}{name}"),
                text,
            });
        }
    }
}

/// The module a file holds by its place: `lib.rs` is the root, `a/mod.rs` and `a.rs`
/// are `a`, `a/b.rs` is `a::b`.
fn module_of(path: &str) -> Vec<String> {
    let stem = path.strip_suffix(".rs").unwrap_or(path);
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// The directory a file's `#[path]` and child modules are relative to.
fn dir_of(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(d, _)| d)
}

/// Every module of the crate with its file: by the files' places, then by the
/// `#[path = "..."] mod x;` declarations, which move a module to another file.
fn modules(sources: &[(String, syn::File)]) -> Modules {
    let mut map: Modules = sources
        .iter()
        .map(|(path, _)| (module_of(path), path.clone()))
        .collect();
    for (path, file) in sources {
        for item in &file.items {
            let syn::Item::Mod(m) = item else { continue };
            let Some(target) = path_attribute(&m.attrs) else {
                continue;
            };
            let dir = dir_of(path);
            let target = if dir.is_empty() {
                target
            } else {
                format!("{dir}/{target}")
            };
            let mut module = module_of(path);
            module.push(m.ident.to_string());
            map.retain(|_, file| *file != target);
            map.insert(module, target);
        }
    }
    map
}

fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| {
        let syn::Meta::NameValue(nv) = &a.meta else {
            return None;
        };
        if !nv.path.is_ident("path") {
            return None;
        }
        match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        }
    })
}

/// Walks one file, tracking the module it is in (inline `mod x { .. }` blocks included)
/// and collecting the files its paths name.
struct Walker<'a> {
    modules: &'a Modules,
    file: &'a str,
    /// The module the walk is in, innermost last.
    at: Vec<Vec<String>>,
    edges: BTreeSet<String>,
}

impl Walker<'_> {
    fn here(&self) -> &Vec<String> {
        self.at.last().expect("the walk is inside a module")
    }

    /// Whether `name` is a child module (in a file of its own) of the module the walk
    /// is in.
    fn is_child(&self, name: &str) -> bool {
        let mut child = self.here().clone();
        child.push(name.to_string());
        self.modules.contains_key(&child)
    }

    /// Records the file of the module a path names, if it names one of the crate's.
    fn path(&mut self, segments: &[String]) {
        let Some(first) = segments.first() else {
            return;
        };
        let mut module = self.here().clone();
        let mut rest = segments;
        match first.as_str() {
            "crate" => {
                module.clear();
                rest = &segments[1..];
            }
            "self" => rest = &segments[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    module.pop();
                    rest = &rest[1..];
                }
            }
            // `x::item` after `mod x;` (a lone `x` is a local name, not a module).
            name if segments.len() > 1 && self.is_child(name) => {}
            _ => return,
        }
        // The longest module named: `crate::mechanics::schema::compile` is in
        // `mechanics/schema.rs`, `crate::state::State` in `state.rs`.
        let mut found = self.modules.get(&module).cloned();
        for segment in rest {
            module.push(segment.clone());
            match self.modules.get(&module) {
                Some(file) => found = Some(file.clone()),
                None => break,
            }
        }
        if let Some(file) = found
            && file != self.file
        {
            self.edges.insert(file);
        }
    }

    /// Paths inside a macro's tokens (`assert!(crate::fen::write(..))`): runs of
    /// identifiers joined by `::`.
    fn tokens(&mut self, tokens: TokenStream) {
        let mut run: Vec<String> = Vec::new();
        let mut colons = 0;
        for tree in tokens {
            match tree {
                TokenTree::Ident(i) => {
                    if colons != 2 && !run.is_empty() {
                        self.path(&run.clone());
                        run.clear();
                    }
                    run.push(i.to_string());
                    colons = 0;
                }
                TokenTree::Punct(p) if p.as_char() == ':' => colons += 1,
                TokenTree::Group(g) => {
                    self.path(&run.clone());
                    run.clear();
                    colons = 0;
                    self.tokens(g.stream());
                }
                _ => {
                    self.path(&run.clone());
                    run.clear();
                    colons = 0;
                }
            }
        }
        self.path(&run);
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.path(&prefix.clone());
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.path(&prefix.clone());
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.path(&prefix.clone()),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &u.tree);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if m.content.is_some() {
            let mut inner = self.here().clone();
            inner.push(m.ident.to_string());
            self.at.push(inner);
            syn::visit::visit_item_mod(self, m);
            self.at.pop();
        }
    }

    /// `pub(crate)` and `pub(super)` say who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        self.path(&segments);
        syn::visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.tokens(m.tokens.clone());
        syn::visit::visit_macro(self, m);
    }
}

/// The import graph of a crate given as (path relative to `src/`, text) pairs.
fn graph(sources: &[Source]) -> Graph {
    let parsed: Vec<(String, syn::File)> = sources
        .iter()
        .map(|s| {
            let file = syn::parse_file(&s.text)
                .unwrap_or_else(|e| panic!("src/{} does not parse: {e}", s.path));
            (s.path.clone(), file)
        })
        .collect();
    let modules = modules(&parsed);
    // The module each file holds, as the map says (a `#[path]` file holds the module
    // declared with it, not the one its place suggests).
    let module_of_file: BTreeMap<&String, &Vec<String>> =
        modules.iter().map(|(m, f)| (f, m)).collect();
    let mut out = Graph::new();
    for (path, file) in &parsed {
        let Some(module) = module_of_file.get(path) else {
            continue; // a file no module declaration reaches
        };
        let mut w = Walker {
            modules: &modules,
            file: path,
            at: vec![(*module).clone()],
            edges: BTreeSet::new(),
        };
        w.visit_file(file);
        out.insert(path.clone(), w.edges);
    }
    out
}

/// The strongly connected components of more than two files, each sorted, found by
/// Tarjan's algorithm.
fn circles(g: &Graph) -> Vec<Vec<String>> {
    struct Tarjan<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, v: &'a str) {
            let i = self.index.len();
            self.index.insert(v, i);
            self.low.insert(v, i);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.g.get(v).into_iter().flatten() {
                let w = w.as_str();
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 2 {
                    component.sort();
                    self.out.push(component);
                }
            }
        }
    }
    let mut t = Tarjan {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.keys() {
        if !t.index.contains_key(v.as_str()) {
            t.visit(v);
        }
    }
    t.out
}

/// A circle of how files import each other, written out for the failure message: the
/// component's files, each with the files of the component it imports.
fn describe(g: &Graph, circle: &[String]) -> String {
    let mut out = format!("{} files: {}\n", circle.len(), circle.join(", "));
    for file in circle {
        let inside: Vec<&str> = g[file]
            .iter()
            .filter(|f| circle.contains(f))
            .map(String::as_str)
            .collect();
        out.push_str(&format!("  {file} -> {}\n", inside.join(", ")));
    }
    out
}

#[test]
fn no_circle_of_imports_runs_through_more_than_two_files() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = Vec::new();
    read_sources(&src, "", &mut sources);
    assert!(sources.len() > 50, "only {} files read", sources.len());
    let g = graph(&sources);
    let found = circles(&g);
    let report: Vec<String> = found.iter().map(|c| describe(&g, c)).collect();
    assert!(
        found.is_empty(),
        "{} circle(s) of imports:\n{}",
        found.len(),
        report.join("\n")
    );
}

fn source(path: &str, text: &str) -> Source {
    Source {
        path: path.to_string(),
        text: text.to_string(),
    }
}

/// The reader finds each way of naming a module, so that the test above can fail.
#[test]
fn every_way_of_naming_a_module_is_an_edge() {
    let sources = [
        source("lib.rs", "mod a; mod b; mod c; mod d; mod e;"),
        source("a.rs", "use crate::b::Thing;"),
        source("b.rs", "fn f() { super::c::g(); }"),
        source("c.rs", "mod inner; fn g() { inner::h(); }"),
        source("c/inner.rs", "fn h() { assert!(crate::a::ok()); }"),
        source("d.rs", "use crate::{e::{self, X}};"),
        source("e.rs", "#[cfg(test)] mod tests { use super::super::d::Y; }"),
    ];
    let g = graph(&sources);
    let edge = |from: &str, to: &str| g[from].contains(to);
    assert!(edge("a.rs", "b.rs"));
    assert!(edge("b.rs", "c.rs"));
    assert!(edge("c.rs", "c/inner.rs"));
    assert!(edge("c/inner.rs", "a.rs"));
    assert!(edge("d.rs", "e.rs"));
    assert!(edge("e.rs", "d.rs"));
    let found = circles(&g);
    assert_eq!(
        found,
        vec![vec![
            "a.rs".to_string(),
            "b.rs".to_string(),
            "c.rs".to_string(),
            "c/inner.rs".to_string()
        ]],
        "a circle of four is found; one of two (d, e) is allowed"
    );
}

/// The layers, lowest first: a file belongs to the first whose prefix its path (under
/// `src/`) starts with. The README's layer map is this table.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "geometry",
        &[
            "color.rs",
            "square.rs",
            "geometry.rs",
            "bits.rs",
            "limits.rs",
        ],
    ),
    (
        "pieces and moves",
        &[
            "piece.rs",
            "betza.rs",
            "movetable/",
            "glyphs.rs",
            "turn.rs",
            "outcome.rs",
            "reserve.rs",
            "equipment.rs",
            "setup.rs",
        ],
    ),
    ("state", &["state.rs"]),
    ("generation", &["movegen/"]),
    ("legality", &["legal.rs", "rules.rs"]),
    ("mechanics", &["mechanics/"]),
    (
        "variant",
        &["variant.rs", "definition_hash.rs", "family.rs"],
    ),
    ("position text", &["fen/"]),
    ("position", &["position/", "diagram.rs", "drawing.rs"]),
    ("notation", &["notation/", "turn_parts.rs"]),
    ("game", &["game.rs"]),
    (
        "definitions and import",
        &[
            "definition/",
            "fairy/",
            "variants/",
            "catalogue.rs",
            "registry.rs",
            "perft.rs",
            "lib.rs",
        ],
    ),
];

fn layer_of(file: &str) -> Option<usize> {
    LAYERS
        .iter()
        .position(|(_, prefixes)| prefixes.iter().any(|p| file.starts_with(p)))
}

/// Every file imports only from its own layer and those below it: the layers are a
/// map a new file is placed on, not a description that drifts.
#[test]
fn every_file_imports_only_from_its_layer_and_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = Vec::new();
    read_sources(&src, "", &mut sources);
    let g = graph(&sources);
    let mut problems = Vec::new();
    for (from, targets) in &g {
        let Some(l) = layer_of(from) else {
            problems.push(format!("{from} is in no layer"));
            continue;
        };
        for to in targets {
            let t = layer_of(to).unwrap_or(usize::MAX);
            if t > l {
                let above = LAYERS.get(t).map_or("no layer", |(name, _)| name);
                problems.push(format!("{from} ({}) imports {to} ({above})", LAYERS[l].0));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

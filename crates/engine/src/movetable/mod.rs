//! Betza components compiled into per-square move paths and reverse attack probes.
//!
//! Built once per variant. Generation walks `Path`s (lists of squares), or for a kind
//! whose paths are all leaps, shifts the set of its pieces by each of its leaps
//! (`leaps`); attack tests walk `Probe` rays outward from the attacked square, so a
//! check test costs a few ray walks instead of generating the opponent's moves.

mod leaps;

pub use leaps::Leap;

use crate::betza::{Component, PathKind};
use crate::bits::Bits;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::piece::{KindDef, PieceKind};
use crate::square::Square;

/// One direction of one component from one square.
#[derive(Clone, Copy, Debug)]
pub struct Path {
    pub kind: PathKind,
    pub moves: bool,
    pub captures: bool,
    pub en_passant: bool,
    pub initial: bool,
    /// A non-capturing move along this path passes squares an enemy may take e.p.
    pub double_step: bool,
    /// The squares are separate one-step leaps (merged for speed), not a ray: an
    /// occupied square does not stop the ones after it.
    pub scatter: bool,
    first: u32,
    len: u16,
    blockers_first: u32,
    blockers_len: u8,
}

impl Path {
    #[inline]
    pub fn has_blockers(&self) -> bool {
        self.blockers_len != 0
    }
}

/// What tells probes apart: the vector, how its path treats pieces, and the diagonal
/// lines it keeps to (for moves along them).
type ProbeKey = ((i32, i32), PathKind, Option<Bits>);

/// Reverse view of every capture of one vector: walk from the target square and ask
/// which kinds standing at distance d could capture back along it.
#[derive(Clone, Debug)]
struct Probe {
    kind: PathKind,
    /// `masks[d]`: bit set of piece kinds that capture at distance `d` (index 0 unused).
    masks: Vec<u64>,
    /// The farthest distance with a capturer: a knight's probe looks one square out,
    /// not along the whole line.
    reach: usize,
}

#[derive(Clone, Debug)]
pub struct MoveTables {
    squares: usize,
    index: Vec<(u32, u16)>,
    paths: Vec<Path>,
    /// `landings[at]`, beside `index[at]`: every square a move of that piece from that
    /// square could end on first (a ray's first square, every square of a scattered
    /// set of leaps); all squares for a piece that hops, whose first square met is a
    /// screen. A piece whose landings all hold pieces of its own has no move.
    landings: Vec<Bits>,
    pool: Vec<u16>,
    probes: [Vec<Probe>; 2],
    probe_rays: [Vec<(u32, u16)>; 2],
    /// Kinds whose captures cannot be probed in reverse (lame, jumping, initial-only);
    /// attack tests generate their captures forwards instead.
    slow_attackers: [u64; 2],
    /// `probe_blockers[c][probe * squares + target]`: for a lame leap, the squares that
    /// must be empty for the piece the probe finds to reach the target.
    probe_blockers: [Vec<(u32, u16)>; 2],
    /// Kinds whose hops go neither over nor onto a piece of their own kind.
    shy: u64,
    /// `excluded[c][probe * squares + target]`: kinds the probe lists that cannot
    /// attack that target that way (see `exclusions`); empty when no kind is limited.
    excluded: [Vec<u64>; 2],
    /// Whether colour `c` has hopping or grasshopping captures, for which moving a
    /// piece *onto* a line can also give check.
    has_hoppers: [bool; 2],
    /// Kinds of colour `c` whose paths from some square can reach one square with the
    /// same kind of move (`QK`, `NNN`, `mRR`): their generated moves are deduplicated,
    /// so a turn is listed once and its text is not ambiguous with itself.
    overlapping: [u64; 2],
    /// The kinds whose paths are all leaps, their leaps grouped across the board.
    leap_sets: leaps::LeapSets,
}

fn orient(v: (i8, i8), color: Color) -> (i32, i32) {
    match color {
        Color::White => (v.0 as i32, v.1 as i32),
        Color::Black => (-(v.0 as i32), -(v.1 as i32)),
    }
}

/// Squares crossed by a lame leap: along the line for straight leaps; for oblique ones,
/// straight steps along the long leg until the rest is diagonal, then diagonal steps
/// (the xiangqi horse's `nN` is blocked beside it, the janggi elephant's `nZ` one
/// square straight and one diagonal on).
fn intermediate(v: (i32, i32)) -> Vec<(i32, i32)> {
    let (dx, dy) = v;
    let steps = dx.abs().max(dy.abs());
    if dx == 0 || dy == 0 || dx.abs() == dy.abs() {
        return (1..steps)
            .map(|k| (dx.signum() * k, dy.signum() * k))
            .collect();
    }
    let (sx, sy) = (dx.signum(), dy.signum());
    let straight = (dx.abs() - dy.abs()).abs();
    let along = |k: i32| {
        if dy.abs() > dx.abs() {
            (0, sy * k)
        } else {
            (sx * k, 0)
        }
    };
    let mut out: Vec<(i32, i32)> = (1..=straight).map(along).collect();
    let (bx, by) = along(straight);
    for k in 1..dx.abs().min(dy.abs()) {
        out.push((bx + sx * k, by + sy * k));
    }
    out
}

impl MoveTables {
    pub fn build(geo: &Geometry, kinds: &[KindDef]) -> MoveTables {
        let squares = geo.num_squares();
        let longest = geo.width().max(geo.height());
        let mut t = MoveTables {
            squares,
            index: Vec::with_capacity(kinds.len() * 2 * squares),
            paths: Vec::new(),
            landings: Vec::with_capacity(kinds.len() * 2 * squares),
            pool: Vec::new(),
            probes: [Vec::new(), Vec::new()],
            probe_rays: [Vec::new(), Vec::new()],
            slow_attackers: [0, 0],
            probe_blockers: [Vec::new(), Vec::new()],
            excluded: [Vec::new(), Vec::new()],
            shy: 0,
            has_hoppers: [false, false],
            overlapping: [0, 0],
            leap_sets: leaps::LeapSets::default(),
        };
        let mut probe_keys: [Vec<ProbeKey>; 2] = [Vec::new(), Vec::new()];
        let mut seen = vec![0u8; squares];
        for (k, kind) in kinds.iter().enumerate() {
            if kind.not_over_own_kind {
                t.shy |= 1 << k;
            }
            let has_ep = kind.components.iter().any(|c| c.en_passant);
            for color in Color::BOTH {
                let region = kind.region.as_ref().map(|r| &r[color.index()]);
                for sq in geo.all_squares() {
                    let start = t.paths.len() as u32;
                    let components = match &kind.beyond {
                        Some((rank, more))
                            if geo.relative_rank(sq, color == Color::White) >= *rank =>
                        {
                            more
                        }
                        _ => &kind.components,
                    };
                    for comp in components.iter().filter(|c| c.castling.is_none()) {
                        for &white_v in &comp.vectors {
                            let v = orient(white_v, color);
                            // A piece kept in a region (only leapers are) never lands
                            // outside it.
                            if let Some(region) = region
                                && geo.offset(sq, v.0, v.1).is_none_or(|to| !region.has(to))
                            {
                                continue;
                            }
                            // Only steps forward open en passant, as a pawn's double
                            // step does: along the file one square at a time or by a
                            // single two-square leap, or by a single diagonal two-square
                            // leap (a Berolina pawn's). The position notation names the
                            // skipped square, and the pawn's own square where it is not
                            // the one beyond; a sideways slide or a rider of two-square
                            // leaps would skip squares it cannot name.
                            let (dx, dy) = white_v;
                            let straight = dx == 0 && (dy == 1 || (dy == 2 && comp.range == 1));
                            let diagonal = kind.pawn && dx.abs() == 2 && dy == 2 && comp.range == 1;
                            let opens_ep = has_ep && (straight || diagonal);
                            t.add_path(geo, sq, comp, v, opens_ep, None);
                        }
                    }
                    if let Some((lines, more)) = &kind.along_lines
                        && lines.has(sq)
                    {
                        for comp in more {
                            for &white_v in &comp.vectors {
                                let v = orient(white_v, color);
                                if let Some(region) = region
                                    && geo.offset(sq, v.0, v.1).is_none_or(|to| !region.has(to))
                                {
                                    continue;
                                }
                                t.add_path(geo, sq, comp, v, false, Some(lines));
                            }
                        }
                    }
                    t.merge_leaps(start as usize);
                    if t.overlap(start as usize, &mut seen) {
                        t.overlapping[color.index()] |= 1 << k;
                    }
                    t.index.push((start, (t.paths.len() as u32 - start) as u16));
                    let landings = t.landings_of(start as usize);
                    t.landings.push(landings);
                }
                t.add_probes(k, kind, color, &mut probe_keys, longest);
            }
        }
        for color in Color::BOTH {
            let c = color.index();
            for probe in &mut t.probes[c] {
                probe.reach = probe.masks.iter().rposition(|&m| m != 0).unwrap_or(0);
            }
            t.has_hoppers[c] = t.probes[c].iter().any(|p| p.kind != PathKind::Plain);
            for &((dx, dy), path, within) in &probe_keys[c] {
                for sq in geo.all_squares() {
                    t.add_probe_ray(geo, sq, (dx, dy), path, within.as_ref(), c);
                }
            }
        }
        t.exclusions(geo, kinds, &probe_keys);
        t.gather_leaps(kinds.len());
        t
    }

    /// The reverse views of `kind`'s captures, for colour `color`. A piece whose moves
    /// change with its square is probed for every move it may have, and each probe
    /// then told the targets it cannot reach (`exclusions`); only leapers can be told
    /// so, riders of that sort are generated forwards.
    fn add_probes(
        &mut self,
        k: usize,
        kind: &KindDef,
        color: Color,
        keys: &mut [Vec<ProbeKey>; 2],
        longest: usize,
    ) {
        let c = color.index();
        let beyond = kind.beyond.as_ref().map_or(&[][..], |(_, more)| more);
        if !beyond.is_empty() && kind.components.iter().chain(beyond).any(|x| x.range != 1) {
            self.slow_attackers[c] |= 1 << k;
            return;
        }
        let lines = kind.along_lines.as_ref();
        let line_moves = lines.map_or(&[][..], |(_, more)| more);
        let all = kind.components.iter().map(|x| (x, None));
        let all = all.chain(beyond.iter().map(|x| (x, None)));
        let all = all.chain(line_moves.iter().map(|x| (x, lines.map(|l| l.0))));
        for (comp, within) in all.filter(|(x, _)| x.captures) {
            let probeable = !comp.initial
                && (matches!(
                    comp.path,
                    PathKind::Plain | PathKind::Hop | PathKind::Grasshopper
                ) || (comp.path == PathKind::Lame && comp.range == 1));
            if !probeable {
                self.slow_attackers[c] |= 1 << k;
                continue;
            }
            for &v in &comp.vectors {
                let key = (orient(v, color), comp.path, within);
                let p = match keys[c].iter().position(|x| *x == key) {
                    Some(p) => p,
                    None => {
                        keys[c].push(key);
                        self.probes[c].push(Probe {
                            kind: comp.path,
                            masks: vec![0; longest + 1],
                            reach: 0,
                        });
                        self.probes[c].len() - 1
                    }
                };
                let reach = if comp.range == 0 {
                    longest
                } else {
                    (comp.range as usize).min(longest)
                };
                for d in 1..=reach {
                    self.probes[c][p].masks[d] |= 1 << k;
                }
            }
        }
    }

    /// The squares a probe of vector `v` walks from `target` (outwards, against `v`),
    /// and for a lame leap the squares that must be empty. A lame leap whose path
    /// leaves the board gets no square: nothing attacks along it.
    fn add_probe_ray(
        &mut self,
        geo: &Geometry,
        target: Square,
        (dx, dy): (i32, i32),
        path: PathKind,
        within: Option<&Bits>,
        c: usize,
    ) {
        let first = self.pool.len() as u32;
        if within.is_some_and(|w| !w.has(target)) {
            // Moves along lines reach only the lines' squares.
            self.probe_rays[c].push((first, 0));
            self.probe_blockers[c].push((first, 0));
            return;
        }
        if path == PathKind::Lame {
            let from = geo.offset(target, -dx, -dy);
            let blockers: Option<Vec<Square>> = from.and_then(|from| {
                intermediate((dx, dy))
                    .into_iter()
                    .map(|(bx, by)| geo.offset(from, bx, by))
                    .collect()
            });
            if let (Some(from), Some(blockers)) = (from, blockers) {
                self.pool.push(from.0);
                let blockers_first = self.pool.len() as u32;
                self.pool.extend(blockers.iter().map(|b| b.0));
                self.probe_rays[c].push((first, 1));
                self.probe_blockers[c].push((blockers_first, blockers.len() as u16));
            } else {
                self.probe_rays[c].push((first, 0));
                self.probe_blockers[c].push((first, 0));
            }
            return;
        }
        let mut k = 1;
        while let Some(s) = geo.offset(target, -dx * k, -dy * k) {
            if within.is_some_and(|w| !w.has(s)) {
                break;
            }
            self.pool.push(s.0);
            k += 1;
        }
        self.probe_rays[c].push((first, (self.pool.len() as u32 - first) as u16));
        self.probe_blockers[c].push((first, 0));
    }

    /// `excluded`: for each probe and target, the kinds that cannot attack the target
    /// that way although the probe lists them: the target is outside the kind's
    /// region, or the kind, standing where the probe finds it, moves otherwise there
    /// (a soldier before the river does not attack sideways).
    fn exclusions(&mut self, geo: &Geometry, kinds: &[KindDef], keys: &[Vec<ProbeKey>; 2]) {
        if kinds
            .iter()
            .all(|k| k.region.is_none() && k.beyond.is_none())
        {
            return;
        }
        for color in Color::BOTH {
            let c = color.index();
            let white = color == Color::White;
            let mut excluded = vec![0u64; keys[c].len() * self.squares];
            for (p, &(v, path, within)) in keys[c].iter().enumerate() {
                if within.is_some() {
                    // Moves along lines are the same on every square of the lines.
                    continue;
                }
                let own = orient((v.0 as i8, v.1 as i8), color);
                let own = (own.0 as i8, own.1 as i8);
                for target in geo.all_squares() {
                    let mut out = 0u64;
                    for (k, kind) in kinds.iter().enumerate() {
                        if self.probes[c][p].masks.iter().all(|m| m & 1 << k == 0) {
                            continue;
                        }
                        if let Some(region) = &kind.region
                            && !region[c].has(target)
                        {
                            out |= 1 << k;
                        }
                        if let Some((rank, more)) = &kind.beyond
                            && let Some(from) = geo.offset(target, -v.0, -v.1)
                        {
                            let comps = if geo.relative_rank(from, white) >= *rank {
                                more
                            } else {
                                &kind.components
                            };
                            let moves_so = comps
                                .iter()
                                .any(|x| x.captures && x.path == path && x.vectors.contains(&own));
                            if !moves_so {
                                out |= 1 << k;
                            }
                        }
                    }
                    excluded[p * self.squares + target.index()] = out;
                }
            }
            self.excluded[c] = excluded;
        }
    }

    fn add_path(
        &mut self,
        geo: &Geometry,
        sq: Square,
        comp: &Component,
        v: (i32, i32),
        opens_ep: bool,
        within: Option<&Bits>,
    ) {
        let first = self.pool.len() as u32;
        let max = if comp.range == 0 {
            usize::MAX
        } else {
            comp.range as usize
        };
        let mut k = 1;
        while k <= max {
            match geo.offset(sq, v.0 * k as i32, v.1 * k as i32) {
                Some(s) if within.is_none_or(|w| w.has(s)) => self.pool.push(s.0),
                _ => break,
            }
            k += 1;
        }
        let mut len = self.pool.len() as u32 - first;
        if comp.path == PathKind::SkipFirst && len > 0 {
            // The first square is jumped whatever it holds: drop it from the path.
            self.pool.remove(first as usize);
            len -= 1;
        }
        if len == 0 {
            return;
        }
        let blockers_first = self.pool.len() as u32;
        if matches!(comp.path, PathKind::Lame | PathKind::MustJump) {
            for (bx, by) in intermediate(v) {
                match geo.offset(sq, bx, by) {
                    Some(s) => self.pool.push(s.0),
                    None => {
                        self.pool.truncate(first as usize);
                        return;
                    }
                }
            }
        }
        let blockers_len = (self.pool.len() as u32 - blockers_first) as u8;
        let double_step = opens_ep && comp.moves && (v.1.abs() > 1 || comp.range != 1);
        self.paths.push(Path {
            kind: comp.path,
            moves: comp.moves,
            captures: comp.captures,
            en_passant: comp.en_passant,
            initial: comp.initial,
            double_step,
            scatter: false,
            first,
            len: len as u16,
            blockers_first,
            blockers_len,
        });
    }

    /// Merges neighbouring one-square leaps with the same rules (a knight's eight, a
    /// king's, a pawn's two captures) from `paths[start..]` into one scattered path each,
    /// in the same order, so generation walks one path instead of eight.
    fn merge_leaps(&mut self, start: usize) {
        let single = |p: &Path| p.kind == PathKind::Plain && p.len == 1 && p.blockers_len == 0;
        let same_rules = |a: &Path, b: &Path| {
            (a.moves, a.captures, a.en_passant, a.initial, a.double_step)
                == (b.moves, b.captures, b.en_passant, b.initial, b.double_step)
        };
        let mut merged: Vec<Path> = Vec::with_capacity(self.paths.len() - start);
        for p in self.paths.drain(start..) {
            if let Some(last) = merged.last_mut()
                && (last.scatter || single(last))
                && single(&p)
                && same_rules(last, &p)
                && last.first + last.len as u32 == p.first
            {
                last.len += 1;
                last.scatter = true;
                // Blocker ranges are empty; keep them pointing past the squares.
                last.blockers_first = last.first + last.len as u32;
                continue;
            }
            merged.push(p);
        }
        self.paths.extend(merged);
    }

    /// Whether two of `paths[start..]` (or two leaps merged into one) share a square on
    /// which both could move, or both capture. Ignores blockers: a false alarm only
    /// costs a deduplication. One pass, marking each square with the kinds of move
    /// that reach it, so a long Betza string does not cost its square.
    fn overlap(&self, start: usize, seen: &mut [u8]) -> bool {
        seen.fill(0);
        for path in &self.paths[start..] {
            let rules =
                path.moves as u8 | (path.captures as u8) << 1 | (path.en_passant as u8) << 2;
            for &sq in self.squares_of(path) {
                if seen[sq as usize] & rules != 0 {
                    return true;
                }
                seen[sq as usize] |= rules;
            }
        }
        false
    }

    /// The squares moves along `paths[start..]` can end on first (see `landings`).
    fn landings_of(&self, start: usize) -> Bits {
        let mut out = Bits::default();
        for path in &self.paths[start..] {
            if matches!(path.kind, PathKind::Hop | PathKind::Grasshopper) {
                return Bits::all();
            }
            for &sq in self.first_steps(path) {
                out.set(Square(sq));
            }
        }
        out
    }

    /// Whether the piece of `kind` and `color` on `sq` is boxed in by its own pieces
    /// (`own`): every square its moves could end on first holds one, so it has no
    /// move, and its paths need not be walked (a rook in its corner, the rear pawns
    /// of a horde).
    #[inline]
    pub fn boxed_in(&self, kind: PieceKind, color: Color, sq: Square, own: &Bits) -> bool {
        let at = (kind.index() * 2 + color.index()) * self.squares + sq.index();
        self.landings[at].within(own)
    }

    /// Whether the hops of `kind` go neither over nor onto a piece of its own kind.
    #[inline]
    pub fn shy(&self, kind: PieceKind) -> bool {
        kind.is_in(self.shy)
    }

    /// Whether moves of `kind` may come out twice from one square (see `overlapping`).
    pub fn overlaps(&self, kind: PieceKind, color: Color) -> bool {
        kind.is_in(self.overlapping[color.index()])
    }

    /// The squares a piece can step to first along `path`: the first of a ray, or every
    /// square of a scattered set of leaps.
    pub fn first_steps(&self, path: &Path) -> &[u16] {
        let squares = self.squares_of(path);
        if path.scatter {
            squares
        } else {
            &squares[..squares.len().min(1)]
        }
    }

    pub fn paths(&self, kind: PieceKind, color: Color, sq: Square) -> &[Path] {
        let at = (kind.index() * 2 + color.index()) * self.squares + sq.index();
        let (start, len) = self.index[at];
        &self.paths[start as usize..start as usize + len as usize]
    }

    pub fn squares_of(&self, path: &Path) -> &[u16] {
        &self.pool[path.first as usize..path.first as usize + path.len as usize]
    }

    pub fn blockers_of(&self, path: &Path) -> &[u16] {
        &self.pool[path.blockers_first as usize
            ..path.blockers_first as usize + path.blockers_len as usize]
    }

    /// The pieces that alone stand between `king` and a ray attacker of colour `by`
    /// (moving one may expose the king), or `None` when `by` attacks the king already.
    /// One walk per direction answers both. Only complete when `by` has plain attacks
    /// only (`attacks_are_plain`).
    pub fn pins_if_safe(&self, board: &[u8], king: Square, by: Color) -> Option<Bits> {
        let c = by.index();
        let mut out = Bits::default();
        for (p, probe) in self.probes[c].iter().enumerate() {
            let at = p * self.squares + king.index();
            let outside = self.excluded[c].get(at).copied().unwrap_or(0);
            let (first, len) = self.probe_rays[c][at];
            let ray = &self.pool[first as usize..first as usize + len as usize];
            let ray = &ray[..ray.len().min(probe.reach)];
            let reach = probe.masks.len() - 1;
            let mut shield = None;
            for (i, &s) in ray.iter().enumerate() {
                let code = board[s as usize];
                if code == 0 {
                    continue;
                }
                let piece = code - 1;
                let theirs = (piece & 1) as usize == c;
                let hits = probe.masks[(i + 1).min(reach)] & !outside & (1 << (piece >> 1)) != 0;
                match shield {
                    None if theirs => {
                        if hits {
                            return None;
                        }
                        break;
                    }
                    None => shield = Some(Square(s)),
                    Some(sq) => {
                        if theirs && hits {
                            out.set(sq);
                        }
                        break;
                    }
                }
                if probe.kind != PathKind::Plain || reach < 2 || probe.masks[2] == 0 {
                    // A leap cannot pin: only the first square on its line matters.
                    break;
                }
            }
        }
        Some(out)
    }

    /// Every square whose contents can decide whether a probed attack of `by` reaches
    /// `king` on `board`, or would after one move that does not move the king: along a
    /// probe's ray, the squares up to the piece that could attack once one piece in
    /// front of it left (the second piece met on a ray, the third for a hopper, whose
    /// first is its screen; every square for a grasshopper), and a lame leap's square
    /// and blocking squares. A move that changes none of them, by a side not in check,
    /// cannot leave `king` attacked by a probed attack. Only complete without slow
    /// attackers.
    pub fn sensitive_squares(&self, board: &[u8], king: Square, by: Color, out: &mut Bits) {
        let c = by.index();
        for (p, probe) in self.probes[c].iter().enumerate() {
            let at = p * self.squares + king.index();
            let (first, len) = self.probe_rays[c][at];
            let ray = &self.pool[first as usize..first as usize + len as usize];
            let last_piece = match probe.kind {
                PathKind::Plain => 2,
                PathKind::Hop => 3,
                _ => usize::MAX,
            };
            let mut met = 0;
            for &s in &ray[..ray.len().min(probe.reach)] {
                out.set(Square(s));
                if board[s as usize] != 0 {
                    met += 1;
                    if met == last_piece {
                        break;
                    }
                }
            }
            let (bf, bl) = self.probe_blockers[c][at];
            for &s in &self.pool[bf as usize..bf as usize + bl as usize] {
                out.set(Square(s));
            }
        }
    }

    /// As `sensitive_squares`, narrowed to what a move of the other side (not its
    /// king) can do to a square: `leaving` gets the squares whose emptying can let a
    /// probed attack of `by` reach `king` (a piece in front of a rider of `by`, a
    /// hopper's screen and the piece behind it when a hopper of `by` stands next,
    /// a lame leap's blocking squares), `entering` those whose filling can (a new
    /// screen in front of a hopper of `by`, a hopper's screen taken). Filling a square
    /// on a plain ray only blocks, and a leap's square holds an attacker or not
    /// whatever the other side does there, so neither is listed. Only complete
    /// without slow attackers.
    pub fn exposing_squares(
        &self,
        board: &[u8],
        king: Square,
        by: Color,
        leaving: &mut Bits,
        entering: &mut Bits,
    ) {
        let c = by.index();
        // The first three pieces met on a ray, as (index in the ray, code).
        let mut met = [(0usize, 0u8); 3];
        for (p, probe) in self.probes[c].iter().enumerate() {
            let at = p * self.squares + king.index();
            let (first, len) = self.probe_rays[c][at];
            let ray = &self.pool[first as usize..first as usize + len as usize];
            let ray = &ray[..ray.len().min(probe.reach)];
            let capturers = probe.masks.iter().fold(0, |a, m| a | m);
            let attacker = |code: u8| {
                code != 0
                    && ((code - 1) & 1) as usize == c
                    && capturers & (1 << ((code - 1) >> 1)) != 0
            };
            // A lame leap's blocking squares matter only with a leaper of `by` where
            // the leap starts; the leap's own squares, as for any leap, not at all.
            let lame = probe.kind == PathKind::Lame;
            if !lame || ray.iter().any(|&s| attacker(board[s as usize])) {
                let (bf, bl) = self.probe_blockers[c][at];
                for &s in &self.pool[bf as usize..bf as usize + bl as usize] {
                    leaving.set(Square(s));
                }
            }
            let mut n = 0;
            for (i, &s) in ray.iter().enumerate() {
                let code = board[s as usize];
                if code != 0 {
                    met[n] = (i, code);
                    n += 1;
                    if n == met.len() {
                        break;
                    }
                }
            }
            let square = |i: usize| Square(ray[i]);
            match probe.kind {
                PathKind::Lame => {}
                PathKind::Plain if ray.len() < 2 => {}
                PathKind::Plain => {
                    // A pin: the first piece shields the king from the second.
                    if n >= 2 && attacker(met[1].1) {
                        leaving.set(square(met[0].0));
                    }
                }
                PathKind::Hop => {
                    if n >= 1 && attacker(met[0].1) {
                        for i in 0..=met[0].0 {
                            entering.set(square(i));
                        }
                    }
                    if n >= 2 && attacker(met[1].1) {
                        entering.set(square(met[0].0));
                    }
                    if n >= 3 && attacker(met[2].1) {
                        leaving.set(square(met[0].0));
                        leaving.set(square(met[1].0));
                    }
                }
                _ => {
                    for &s in ray {
                        leaving.set(Square(s));
                        entering.set(Square(s));
                    }
                }
            }
        }
    }

    /// Whether every attack of `by` is a plain ray or leap seen by the probes.
    pub fn attacks_are_plain(&self, by: Color) -> bool {
        !self.has_hoppers[by.index()] && self.slow_attackers[by.index()] == 0
    }

    pub fn slow_attackers(&self, by: Color) -> u64 {
        self.slow_attackers[by.index()]
    }

    /// Whether a piece of colour `by`, read from `board`, attacks `target` by any
    /// probeable capture. Inlined into its one caller, `movegen::attacked`.
    #[inline]
    pub fn probe_attack(&self, board: &[u8], target: Square, by: Color) -> bool {
        let c = by.index();
        let excluded = &self.excluded[c];
        for (p, probe) in self.probes[c].iter().enumerate() {
            let at = p * self.squares + target.index();
            let (first, len) = self.probe_rays[c][at];
            let ray = &self.pool[first as usize..first as usize + len as usize];
            let mut found = None;
            match probe.kind {
                PathKind::Plain => {
                    let ray = &ray[..ray.len().min(probe.reach)];
                    found = ray
                        .iter()
                        .position(|&s| board[s as usize] != 0)
                        .map(|i| (i + 1, board[ray[i] as usize]));
                }
                PathKind::Hop => {
                    let mut occupied = ray[..ray.len().min(probe.reach)]
                        .iter()
                        .enumerate()
                        .filter(|&(_, &s)| board[s as usize] != 0);
                    let screen = occupied.next().map(|(_, &s)| board[s as usize]);
                    found = occupied.next().map(|(i, &s)| (i + 1, board[s as usize]));
                    // A hopper shy of its own kind does not hop over one.
                    if let (Some(screen), Some((_, code))) = (screen, found)
                        && (screen - 1) >> 1 == (code - 1) >> 1
                        && self.shy & (1 << ((code - 1) >> 1)) != 0
                    {
                        found = None;
                    }
                }
                // The screen must stand right next to the target; the grasshopper is
                // the next piece beyond it, at any distance.
                PathKind::Grasshopper if ray.first().is_some_and(|&s| board[s as usize] != 0) => {
                    found = ray
                        .iter()
                        .skip(1)
                        .position(|&s| board[s as usize] != 0)
                        .map(|i| (1, board[ray[i + 1] as usize]));
                }
                PathKind::Lame => {
                    if let Some(&s) = ray.first()
                        && board[s as usize] != 0
                    {
                        let (bf, bl) = self.probe_blockers[c][at];
                        let blockers = &self.pool[bf as usize..bf as usize + bl as usize];
                        if blockers.iter().all(|&b| board[b as usize] == 0) {
                            found = Some((1, board[s as usize]));
                        }
                    }
                }
                _ => {}
            }
            if let Some((dist, code)) = found {
                let piece = code - 1;
                let mut kinds = probe.masks[dist.min(probe.masks.len() - 1)];
                if !excluded.is_empty() {
                    kinds &= !excluded[at];
                }
                if (piece & 1) as usize == c && kinds & (1 << (piece >> 1)) != 0 {
                    return true;
                }
            }
        }
        false
    }
}

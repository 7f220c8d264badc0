//! `gate_leaps`: a piece still standing on its open gate (a square of its first rank it
//! has not left, listed in the position text) has extra leaps onto empty squares, once:
//! leaving the gate closes it (`State::apply`). Cambodian chess's king leaps like a
//! knight to the rank ahead and its met steps two squares straight ahead. Some leaps
//! are not open to a side in check, and a gate closes when an enemy piece of a named
//! kind moves onto its rank or file (whatever stands between), as the king's leap is
//! lost when a rook aims at it.

use super::params::Params;
use crate::bits::Bits;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::{KindDef, PieceKind};
use crate::state::State;
use crate::turn::Move;

/// The leaps of one kind while on its open gate.
#[derive(Debug)]
pub(crate) struct GateLeap {
    pub kind: PieceKind,
    /// (files, ranks) away, ranks counted forward for the owner.
    pub leaps: Vec<(i32, i32)>,
    /// Not while the side is in check.
    pub not_in_check: bool,
    /// Kinds (a bit set) whose arrival on the gate's rank or file closes it.
    pub closed_by: u64,
}

#[derive(Debug, Default)]
pub(crate) struct GateLeaps {
    pub kinds: Vec<GateLeap>,
}

impl GateLeaps {
    /// Reads `leaps = { K = [[-2, 1], [2, 1]] }`, `not_in_check = ["K"]` and
    /// `closed_when_aimed = { K = ["R"] }`.
    pub(super) fn read(p: &mut Params, kinds: &[KindDef]) -> GateLeaps {
        let mut out = GateLeaps::default();
        let label_of = |p: &mut Params, key: &str, label: &str| {
            let i = kinds.iter().position(|k| k.label == label);
            if i.is_none() {
                p.problem(key, &format!("no piece '{label}' in [pieces]"));
            }
            i
        };
        for (label, value) in p.table_of("leaps") {
            let Some(i) = label_of(p, "leaps", &label) else {
                continue;
            };
            let mut leaps = Vec::new();
            let pairs = value.as_array().cloned().unwrap_or_default();
            for pair in &pairs {
                match pair.as_array().map(|a| a.as_slice()) {
                    Some([toml::Value::Integer(f), toml::Value::Integer(r)])
                        if (-15..=15).contains(f)
                            && (-15..=15).contains(r)
                            && (*f, *r) != (0, 0) =>
                    {
                        leaps.push((*f as i32, *r as i32))
                    }
                    _ => p.problem(
                        &format!("leaps.{label}"),
                        "must be a list of [files, ranks] pairs, each from -15 to 15, not [0, 0]",
                    ),
                }
            }
            if pairs.is_empty() {
                p.problem(
                    &format!("leaps.{label}"),
                    "must be a non-empty list of [files, ranks] pairs",
                );
            }
            out.kinds.push(GateLeap {
                kind: PieceKind::new(i),
                leaps,
                not_in_check: false,
                closed_by: 0,
            });
        }
        if out.kinds.is_empty() {
            p.problem("leaps", "must name at least one piece");
        }
        let not_in_check = p.strings_or_none("not_in_check");
        for label in not_in_check {
            match out
                .kinds
                .iter_mut()
                .find(|g| kinds[g.kind.index()].label == label)
            {
                Some(g) => g.not_in_check = true,
                None => p.problem("not_in_check", &format!("'{label}' has no leaps")),
            }
        }
        for (label, value) in p.table_of("closed_when_aimed") {
            let mut set = 0u64;
            let labels: Vec<String> = value
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|v| v.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            if labels.is_empty() {
                p.problem(
                    &format!("closed_when_aimed.{label}"),
                    "must be a non-empty list of pieces",
                );
            }
            for aimer in labels {
                if let Some(i) = label_of(p, "closed_when_aimed", &aimer) {
                    set |= 1 << i;
                }
            }
            match out
                .kinds
                .iter_mut()
                .find(|g| kinds[g.kind.index()].label == label)
            {
                Some(g) => g.closed_by = set,
                None => p.problem("closed_when_aimed", &format!("'{label}' has no leaps")),
            }
        }
        out
    }

    /// The leaps of `color`'s pieces on their open gates, onto empty squares.
    pub(super) fn moves(
        &self,
        e: &Equipment,
        s: &State,
        color: Color,
        in_check: impl Fn() -> bool,
        out: &mut Vec<Move>,
    ) {
        if s.gates[color.index()] == 0 {
            return;
        }
        let g = e.geometry();
        let forward = if color == Color::White { 1 } else { -1 };
        let mut checked: Option<bool> = None;
        for sq in s.occ[color.index()].iter() {
            let Some(p) = s.piece(sq) else { continue };
            let Some(leap) = self.kinds.iter().find(|l| l.kind == p.kind()) else {
                continue;
            };
            if !s.is_gate(e, sq, color) {
                continue;
            }
            if leap.not_in_check && *checked.get_or_insert_with(&in_check) {
                continue;
            }
            // A leap the piece's own moves already make (a queen's two steps ahead) is
            // that move, listed once.
            let mut own = Vec::new();
            crate::movegen::piece_moves(e, s, sq, p, &mut own);
            for &(df, dr) in &leap.leaps {
                if let Some(to) = g.offset(sq, df * forward, dr * forward)
                    && s.piece(to).is_none()
                    && !s.is_wall(to)
                {
                    let leap = Move::new(p, sq, to);
                    if !own.contains(&leap) {
                        out.push(leap);
                    }
                }
            }
        }
    }

    /// Closes the enemy's gates that `m`'s piece now aims at along a rank or file.
    pub(super) fn close_aimed(&self, e: &Equipment, s: &mut State, m: &Move) {
        let enemy = m.piece.color().opposite();
        if s.gates[enemy.index()] == 0 {
            return;
        }
        let g = e.geometry();
        let mover = m.piece.kind().index();
        for leap in &self.kinds {
            if leap.closed_by & (1 << mover) == 0 {
                continue;
            }
            let mut gated = Bits::default();
            for sq in s.occ[enemy.index()].iter() {
                if s.piece(sq).is_some_and(|p| p.kind() == leap.kind) && s.is_gate(e, sq, enemy) {
                    gated.set(sq);
                }
            }
            for sq in gated.iter() {
                let same_file = g.file_index(sq) == g.file_index(m.to);
                let same_rank = g.rank_index(sq) == g.rank_index(m.to);
                if (same_file || same_rank) && sq != m.to {
                    s.gates[enemy.index()] &= !(1u32 << g.file_index(sq).min(31));
                }
            }
        }
    }
}

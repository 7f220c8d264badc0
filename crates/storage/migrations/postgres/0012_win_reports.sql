-- Free play (issue 17): a game whose rules are not enforced has no position that ends it,
-- so a player who has won says so and the opponent confirms or disputes. The standing
-- report, by colour; like a draw offer it lapses when the other player moves instead.
ALTER TABLE games ADD COLUMN win_report_by TEXT CHECK (win_report_by IN ('white', 'black'));

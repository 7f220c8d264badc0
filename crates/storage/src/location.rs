//! Where the database is: a SQLite file (a path or a `sqlite:` URL, as always) or a
//! PostgreSQL server (a `postgres://` URL). Shown to people without its password.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// The database named by `--database` / `PIGEONPOST_DATABASE`.
#[derive(Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    Sqlite(PathBuf),
    Postgres(String),
}

impl DatabaseUrl {
    /// The file, for the SQLite-only tools (backup, checkpoint).
    pub fn sqlite_path(&self) -> Option<&std::path::Path> {
        match self {
            DatabaseUrl::Sqlite(path) => Some(path),
            DatabaseUrl::Postgres(_) => None,
        }
    }
}

impl FromStr for DatabaseUrl {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            return Ok(DatabaseUrl::Postgres(s.to_string()));
        }
        let path = match s.strip_prefix("sqlite:") {
            // `sqlite://a.db` and `sqlite:a.db` both name `a.db`; options after `?` are
            // ours to set, not the URL's.
            Some(rest) => {
                let rest = rest.strip_prefix("//").unwrap_or(rest);
                rest.split('?').next().unwrap_or(rest)
            }
            None => s,
        };
        if path.is_empty() {
            return Err(format!("no database file in {s:?}"));
        }
        Ok(DatabaseUrl::Sqlite(PathBuf::from(path)))
    }
}

impl fmt::Display for DatabaseUrl {
    /// The file's path, or the URL with its password replaced by `***`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DatabaseUrl::Sqlite(path) => write!(f, "{}", path.display()),
            DatabaseUrl::Postgres(url) => f.write_str(&redact(url)),
        }
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({self})")
    }
}

/// `scheme://user:secret@host/db` → `scheme://user:***@host/db`.
fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let Some(at) = authority.rfind('@') else {
        return url.to_string();
    };
    let (userinfo, host) = authority.split_at(at);
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***{host}{tail}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_sqlite_urls_name_files() {
        let file = |s: &str| s.parse::<DatabaseUrl>().ok();
        let path = |p: &str| Some(DatabaseUrl::Sqlite(PathBuf::from(p)));
        assert_eq!(file("./pigeonpost.db"), path("./pigeonpost.db"));
        assert_eq!(file("sqlite://data/p.db?mode=rwc"), path("data/p.db"));
        assert_eq!(file("sqlite:p.db"), path("p.db"));
        assert_eq!(file("sqlite:///srv/p.db"), path("/srv/p.db"));
        assert_eq!(file("sqlite:"), None);
    }

    #[test]
    fn a_postgres_url_is_shown_without_its_password() {
        let url: DatabaseUrl = "postgres://pp:s3cret@db.example:5432/pp?sslmode=require"
            .parse()
            .expect("a URL");
        assert_eq!(
            url.to_string(),
            "postgres://pp:***@db.example:5432/pp?sslmode=require"
        );
        assert!(!format!("{url:?}").contains("s3cret"));
        let plain: DatabaseUrl = "postgresql://postgres@127.0.0.1/x".parse().expect("a URL");
        assert_eq!(plain.to_string(), "postgresql://postgres@127.0.0.1/x");
    }
}

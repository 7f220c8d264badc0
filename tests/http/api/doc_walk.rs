//! Walks the served OpenAPI document and calls every operation in it, with a token and
//! without: each answer's status must be one the document lists for the operation,
//! with the content type it lists, and a JSON body must carry the properties its schema
//! requires. (schemathesis, in CI, does the same with generated requests and the full
//! schemas: `scripts/api-schema-check.py`.)

use super::tool::{Tool, with_json};
use crate::support::spawn_app;
use serde_json::{Value, json};

/// A body the operation at `path` takes, valid in shape.
fn body_for(path: &str) -> Option<Value> {
    if path.ends_with("/moves") {
        Some(json!({"move": "P e2-e4", "ply": 0}))
    } else if path == "/api/v1/invitations" {
        Some(json!({"variant": "chess", "color": "random", "opponent": "dw_bob"}))
    } else {
        None
    }
}

/// The schema `value` names, following a `$ref` into the components.
fn resolve<'a>(doc: &'a Value, value: &'a Value) -> &'a Value {
    match value["$ref"].as_str() {
        Some(r) => {
            let name = r.rsplit('/').next().expect("a schema name");
            &doc["components"]["schemas"][name]
        }
        None => value,
    }
}

/// What is wrong with the answer to `method path`, if anything.
fn check(doc: &Value, op: &Value, what: &str, answer: &super::tool::Answer) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(documented) = op["responses"].get(answer.status.to_string()) else {
        return vec![format!("{what}: status {} not documented ({})", answer.status, answer.text)];
    };
    let content = &documented["content"];
    if content.is_null() || content.as_object().is_some_and(|c| c.is_empty()) {
        if !answer.text.is_empty() {
            problems.push(format!("{what}: a body where none is documented"));
        }
        return problems;
    }
    let kind = answer.content_type.split(';').next().unwrap_or_default();
    let Some(media) = content.get(kind) else {
        return vec![format!("{what}: content type {kind} not documented for {}", answer.status)];
    };
    if kind.ends_with("json") {
        let body = answer.json();
        let schema = resolve(doc, &media["schema"]);
        for field in schema["required"].as_array().into_iter().flatten() {
            let field = field.as_str().expect("a field name");
            if body.get(field).is_none() {
                problems.push(format!("{what}: required `{field}` missing"));
            }
        }
    }
    problems
}

pub async fn walk() {
    let app = spawn_app().await;
    let (_, alice) = Tool::player(&app, "dw_alice", "play").await;
    let (_, bob) = Tool::player(&app, "dw_bob", "play").await;
    let game = Tool::started(&alice, &bob, "dw_bob").await;
    let invitation = bob.invite("chess", "dw_alice").await;

    let raw = reqwest::get(format!("{}/api/v1/openapi.json", app.base))
        .await
        .expect("the document");
    assert_eq!(raw.status(), 200);
    let doc: Value = serde_json::from_str(&raw.text().await.expect("body")).expect("JSON");
    assert_eq!(doc["openapi"], "3.1.0");
    let scheme = &doc["components"]["securitySchemes"]["token"];
    assert_eq!((scheme["type"].as_str(), scheme["scheme"].as_str()), (Some("http"), Some("bearer")));

    let anonymous = Tool::new(&app, "");
    let mut problems = Vec::new();
    let mut called = 0;
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("operations") {
            let what = format!("{} {path}", method.to_uppercase());
            assert_eq!(op["security"], json!([{"token": []}]), "{what}: needs a token");
            assert!(op["responses"].get("401").is_some(), "{what}: documents 401");
            let id = if path.starts_with("/api/v1/invitations/") { invitation } else { game };
            let mut url = path.replace("{id}", &id.to_string());
            // Another path parameter takes the first value its schema allows.
            for param in op["parameters"].as_array().into_iter().flatten() {
                let name = param["name"].as_str().expect("a parameter's name");
                if let Some(first) = param["schema"]["oneOf"][0]["enum"][0].as_str() {
                    url = url.replace(&format!("{{{name}}}"), first);
                }
            }
            assert!(!url.contains('{'), "{what}: a path parameter without a value");
            let body = body_for(path);
            for tool in [&alice, &anonymous] {
                let mut request = tool.request(method, &url);
                if let Some(b) = &body {
                    request = with_json(request, b);
                }
                let answer = tool.send(request).await;
                if tool.token.is_empty() && answer.status != 401 {
                    problems.push(format!("{what}: {} without a token", answer.status));
                }
                problems.extend(check(&doc, op, &what, &answer));
                called += 1;
            }
        }
    }
    assert!(called >= 2 * 11, "every operation called ({called} calls)");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

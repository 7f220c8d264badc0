//! The vacation page: the allowance, the current vacation, and the forms to take or end one.

use super::{nav, page, see_other};
use crate::AppState;
use crate::app::{AppError, User};
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status};
use crate::extract::WebForm;
use crate::session::RequireUser;
use crate::templates::VacationPage;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

/// The page, with what was wrong with the form just sent (`refused`, and the days as
/// typed).
async fn vacation_page(
    state: &AppState,
    user: &User,
    csrf: &CsrfToken,
    status: StatusCode,
    refused: Option<AppError>,
    days: String,
) -> Result<Response, WebError> {
    let s = state.app.play().vacation_status(user).await?;
    let nav = nav(Some(user), csrf);
    let error = refused.map(|e| e.words(nav.tr));
    let p = VacationPage {
        error,
        year: s.year,
        allowance_days: s.allowance_days,
        used_days: s.used_days,
        remaining_days: s.remaining_days(),
        current_until: s.current.as_ref().map(|v| nav.when(v.ends_at)),
        days,
        nav,
    };
    page(status, &p)
}

pub async fn show(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    vacation_page(&state, &user, &csrf, StatusCode::OK, None, String::new()).await
}

#[derive(Deserialize)]
pub struct VacationForm {
    #[serde(default)]
    days: String,
}

pub async fn start(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    WebForm(form): WebForm<VacationForm>,
) -> Result<Response, WebError> {
    match state.app.play().start_vacation(&user, &form.days).await {
        Ok(_) => Ok(see_other("/vacation")),
        Err(e @ (AppError::Invalid(_) | AppError::Conflict(_))) => {
            vacation_page(&state, &user, &csrf, app_status(&e), Some(e), form.days).await
        }
        Err(e) => Err(e.into()),
    }
}

pub async fn end(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
) -> Result<Response, WebError> {
    state.app.play().end_vacation(&user).await?;
    Ok(see_other("/vacation"))
}

//! `#[both_backends]`: the HTTP suite's test attribute. It used to be compiled twice, as
//! two test binaries (one per database backend) including the same modules, which made
//! its build the longest step of CI. Now each test body is compiled once, as a plain
//! `async fn`, and this attribute adds a module of the same name with two `#[tokio::test]`
//! functions, `sqlite` and `postgres`, that run the body with the backend set for it
//! (`crate::backend::run`). A test `play::a_move_is_stored` is reported as
//! `play::a_move_is_stored::sqlite` and `play::a_move_is_stored::postgres`.
//!
//! Arguments are handed to `#[tokio::test(...)]` as written, e.g.
//! `#[both_backends(flavor = "multi_thread", worker_threads = 4)]`.

use proc_macro::TokenStream;
use quote::quote;
use syn::{ItemFn, parse_macro_input};

#[proc_macro_attribute]
pub fn both_backends(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = proc_macro2::TokenStream::from(args);
    let body = parse_macro_input!(item as ItemFn);
    let sig = &body.sig;
    if sig.asyncness.is_none() || !sig.inputs.is_empty() || !sig.generics.params.is_empty() {
        return syn::Error::new_spanned(
            sig,
            "#[both_backends] takes an `async fn` without parameters, as #[tokio::test] does",
        )
        .to_compile_error()
        .into();
    }
    let name = &sig.ident;
    let runtime = if args.is_empty() {
        quote!(#[::tokio::test])
    } else {
        quote!(#[::tokio::test(#args)])
    };
    quote! {
        #body

        mod #name {
            #runtime
            async fn sqlite() {
                crate::backend::run(crate::backend::Backend::Sqlite, super::#name()).await
            }

            #runtime
            async fn postgres() {
                crate::backend::run(crate::backend::Backend::Postgres, super::#name()).await
            }
        }
    }
    .into()
}

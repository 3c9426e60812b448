//! The HeaderSpec extension for Zed: finds `headerspec` (the `lsp.headerspec.binary.path`
//! setting, else `PATH`), starts `headerspec lsp`, and hands the server its settings
//! (`lsp.headerspec.settings`, the `headerspec` section: `sampleProgress`,
//! `severityOverrides`, `allowComments`) both as initialization options and through
//! `workspace/configuration`.
//!
//! Built by Zed (`zed: install dev extension`) to WebAssembly; this repository does not build
//! it (no Rust toolchain or crates.io here).

use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

const SERVER: &str = "headerspec";

struct HeaderSpecExtension;

impl HeaderSpecExtension {
    /// The user's `lsp.headerspec.settings`, as the `headerspec` section (accepted either bare
    /// or already wrapped in `{ "headerspec": ... }`).
    fn section(worktree: &zed::Worktree) -> serde_json::Value {
        let settings = LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|lsp| lsp.settings)
            .unwrap_or_else(|| serde_json::json!({}));
        match settings.get("headerspec") {
            Some(inner) => inner.clone(),
            None => settings,
        }
    }
}

impl zed::Extension for HeaderSpecExtension {
    fn new() -> Self {
        HeaderSpecExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|lsp| lsp.binary);
        let configured_path = binary.as_ref().and_then(|b| b.path.clone());
        let command = match configured_path.or_else(|| worktree.which(SERVER)) {
            Some(path) => path,
            None => {
                return Err("headerspec was not found on PATH: install it, or set \
                            lsp.headerspec.binary.path in Zed's settings"
                    .into())
            }
        };
        let args = binary
            .and_then(|b| b.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command {
            command,
            args,
            env: worktree.shell_env(),
        })
    }

    fn language_server_initialization_options(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(Some(Self::section(worktree)))
    }

    fn language_server_workspace_configuration(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(Some(serde_json::json!({ "headerspec": Self::section(worktree) })))
    }
}

zed::register_extension!(HeaderSpecExtension);

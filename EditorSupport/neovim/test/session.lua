-- A headless Neovim session against the real server, through EditorSupport/neovim/lua/headerspec.lua.
-- Written for Neovim 0.7 (Debian 12's): the module starts the server with vim.lsp.start_client
-- and attaches buffers with vim.lsp.buf_attach_client there; the filetype is set explicitly.
--
--   HEADERSPEC_BIN=.build/release/headerspec HEADERSPEC_CASES=cases.resolved.json \
--   HEADERSPEC_RESULT=out.json HEADERSPEC_MODULE=EditorSupport/neovim/lua \
--   nvim --headless --clean -c 'luafile EditorSupport/neovim/test/session.lua'
--
-- Records what the editor shows (vim.diagnostic.get), the hover and completion answers, the code
-- actions offered through vim.lsp.buf.code_action (vim.ui.select, the documented hook, stands in
-- for the user's pick) with the buffer and diagnostics after the chosen one is applied, and the
-- server's exit code in HEADERSPEC_RESULT (JSON); compare.py judges them. Quits with 0 when the
-- session ran to the end, 1 when the script itself failed.
local env = vim.env
local result = { editor = 'neovim ' .. tostring(vim.version().major) .. '.' ..
  tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch), files = {}, errors = {} }
local TIMEOUT = 10000

local function write_result()
  local file = assert(io.open(env.HEADERSPEC_RESULT, 'w'))
  file:write(vim.fn.json_encode(result))
  file:close()
end

local function run()
  package.path = env.HEADERSPEC_MODULE .. '/?.lua;' .. package.path
  local headerspec = require('headerspec')
  result.settings = headerspec.config().init_options -- what the server is given
  -- Options replace defaults, lists included.
  result.config_merge = {
    cmd = headerspec.config({ cmd = { '/opt/headerspec', 'lsp' } }).cmd,
    sampleProgress = headerspec.config({
      settings = { headerspec = { sampleProgress = { 0, 1 } } } }).init_options.sampleProgress,
  }
  local cases = vim.fn.json_decode(table.concat(vim.fn.readfile(env.HEADERSPEC_CASES), '\n'))

  local published = {} -- uri -> list of versions published
  local exit_code, server_capabilities
  headerspec.setup({
    cmd = { env.HEADERSPEC_BIN, 'lsp' },
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
        published[params.uri] = published[params.uri] or {}
        table.insert(published[params.uri], params.version or -1)
        return vim.lsp.diagnostic.on_publish_diagnostics(err, params, ctx, config)
      end,
    },
    on_exit = function(code) exit_code = code end,
  })

  local function client()
    return vim.lsp.get_active_clients()[1]
  end

  local function wait_for_publish(bufnr, what)
    local uri = vim.uri_from_bufnr(bufnr)
    -- The version the client sent last: 0 for didOpen on 0.7, the changedtick after edits.
    local version = vim.lsp.util.buf_versions[bufnr] or 0
    local ok = vim.wait(TIMEOUT, function()
      for _, v in ipairs(published[uri] or {}) do
        if v >= version then return true end
      end
      return false
    end, 20)
    if not ok then
      error(("no diagnostics %s for %s (version %d; published: %s; clients: %d)"):format(
        what, uri, version, vim.inspect(published), #vim.lsp.get_active_clients()))
    end
  end

  -- Waits for one more publish for the buffer than `count` (a settings change re-publishes the
  -- same version).
  local function wait_for_another_publish(bufnr, count, what)
    local uri = vim.uri_from_bufnr(bufnr)
    if not vim.wait(TIMEOUT, function() return #(published[uri] or {}) > count end, 20) then
      error('no diagnostics ' .. what .. ' for ' .. uri)
    end
  end

  local function shown(bufnr)
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      table.insert(list, { d.lnum, tostring(d.code) })
    end
    return list
  end

  local function request(bufnr, method, spec)
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      position = { line = spec.line, character = spec.character },
    }
    local response, err = client().request_sync(method, params, TIMEOUT, bufnr)
    if not response then return { answered = false, error = tostring(err) } end
    return { answered = true, result = response.result, error = response.err }
  end

  -- Neovim's own code-action path: vim.lsp.buf.code_action() at the cursor asks every client,
  -- hands the actions to vim.ui.select, and applies the picked one's workspace edit with
  -- vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding).
  local function code_action(bufnr, spec)
    vim.api.nvim_win_set_cursor(0, { spec.line + 1, spec.character }) -- ASCII: bytes = UTF-16
    local answer = { answered = false }
    local select = vim.ui.select
    vim.ui.select = function(items, opts, on_choice)
      answer.answered = true
      answer.titles = {}
      local chosen
      for _, item in ipairs(items) do
        table.insert(answer.titles, (opts.format_item(item))) -- gsub returns two values
        if item[2].title == spec.apply then chosen = item end
      end
      local ok, err = pcall(on_choice, chosen)
      if chosen and ok then answer.applied = spec.apply end
      if not ok then answer.apply_error = tostring(err) end
    end
    local ok, err = pcall(vim.lsp.buf.code_action)
    if ok and not vim.wait(TIMEOUT, function() return answer.answered end, 20) then
      err = 'no code actions within ' .. TIMEOUT .. ' ms'
    end
    vim.ui.select = select
    if err then answer.error = tostring(err) end
    return answer
  end

  for _, case in ipairs(cases.files) do
    vim.cmd('edit ' .. vim.fn.fnameescape(case.path))
    local bufnr = vim.api.nvim_get_current_buf()
    -- The filetype the module detected (by name, or by `$schema` for plain.json); set if not,
    -- so that the rest of the session still runs (compare.py reports the detection).
    local entry = { filetype = vim.bo[bufnr].filetype }
    if entry.filetype ~= headerspec.filetype then vim.bo[bufnr].filetype = headerspec.filetype end
    result.files[case.name] = entry
    wait_for_publish(bufnr, 'after opening')
    entry.diagnostics = shown(bufnr)
    server_capabilities = server_capabilities or client().server_capabilities
      or client().resolved_capabilities
    if case.code_lenses then
      -- The module asks for the lenses on attach (Neovim does not by itself).
      local lenses = {}
      vim.wait(TIMEOUT, function()
        lenses = vim.lsp.codelens.get(bufnr) or {}
        return #lenses > 0
      end, 20)
      entry.code_lenses = {}
      for _, lens in ipairs(lenses) do
        table.insert(entry.code_lenses, {
          line = lens.range.start.line, title = lens.command and lens.command.title or '',
        })
      end
    end
    if case.hover then entry.hover = request(bufnr, 'textDocument/hover', case.hover) end
    if case.inlay_hints then
      -- Neovim 0.7 shows no inlay hints: ask through the client for the whole buffer.
      local params = {
        textDocument = { uri = vim.uri_from_bufnr(bufnr) },
        range = { start = { line = 0, character = 0 },
                  ['end'] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
      }
      local response, err = client().request_sync('textDocument/inlayHint', params, TIMEOUT, bufnr)
      entry.inlay_hints = { answered = response ~= nil and response.err == nil,
                            error = tostring(err or (response and response.err)), labels = {} }
      for _, hint in ipairs(response and response.result or {}) do
        table.insert(entry.inlay_hints.labels, hint.label)
      end
    end
    if case.completion then
      entry.completion = request(bufnr, 'textDocument/completion', case.completion)
    end
    if case.off_code then
      local uri = vim.uri_from_bufnr(bufnr)
      local count = #(published[uri] or {})
      headerspec.update_settings({ severityOverrides = { [case.off_code] = 'off' } })
      wait_for_another_publish(bufnr, count, 'after turning ' .. case.off_code .. ' off')
      entry.with_override = shown(bufnr)
      count = #published[uri]
      headerspec.update_settings({ severityOverrides = vim.empty_dict() })
      wait_for_another_publish(bufnr, count, 'after removing the override')
      entry.after_restore = shown(bufnr)
    end
    if case.edit then
      vim.api.nvim_buf_set_text(bufnr, case.edit.line, case.edit.character,
        case.edit.line, case.edit.character, { case.edit.insert })
      wait_for_publish(bufnr, 'after the edit') -- didChange is debounced by 150 ms
      entry.after_edit = shown(bufnr)
    end
    if case.code_action then
      local tick = vim.api.nvim_buf_get_changedtick(bufnr)
      entry.code_action = code_action(bufnr, case.code_action)
      -- Neovim resolves the chosen action's edit first (codeAction/resolve, answered later):
      -- wait for the edit to reach the buffer.
      if entry.code_action.applied then
        vim.wait(TIMEOUT, function() return vim.api.nvim_buf_get_changedtick(bufnr) ~= tick end, 20)
      end
      if vim.api.nvim_buf_get_changedtick(bufnr) ~= tick then
        wait_for_publish(bufnr, 'after the code action')
        entry.after_action = shown(bufnr)
        local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
        -- The file's last newline is not a line of the buffer ('eol').
        entry.after_action_text = table.concat(lines, '\n') .. (vim.bo[bufnr].eol and '\n' or '')
      end
    end
  end

  result.capabilities = {
    hoverProvider = server_capabilities and server_capabilities.hoverProvider or false,
    completionProvider = server_capabilities and server_capabilities.completionProvider ~= nil
      or false,
    codeActionProvider = server_capabilities and (server_capabilities.codeActionProvider
      or server_capabilities.code_action) and true or false,
  }
  result.clients = #vim.lsp.get_active_clients()
  vim.lsp.stop_client(client().id)
  if not vim.wait(TIMEOUT, function() return exit_code ~= nil end, 20) then
    error('the server did not exit after shutdown')
  end
  result.exit_code = exit_code
end

local ok, message = xpcall(run, debug.traceback)
if not ok then table.insert(result.errors, message) end
write_result()
vim.cmd(ok and 'qall!' or 'cquit!')

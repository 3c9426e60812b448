--- HeaderSpec for Neovim: filetype detection for `*.header.json` specs, `*.events.json` events
--- files (Schemas/EVENTS.md) and any `*.json` whose `$schema` names the spec schema or the
--- events schema (as the server decides), and the `headerspec lsp` language server, on every
--- Neovim from 0.7 on.
---
---   require('headerspec').setup({
---     cmd = { 'headerspec', 'lsp' },              -- default: found on $PATH
---     settings = { headerspec = { sampleProgress = { 0, 0.5, 1 },
---                                 severityOverrides = { HS311 = 'off' },
---                                 allowComments = false } },
---   })
---
--- Which API starts the server depends on the version:
--- * 0.11+: `vim.lsp.config('headerspec', ...)` + `vim.lsp.enable('headerspec')`
---   (the config is also usable alone: see `M.config()`);
--- * 0.8-0.10: `vim.lsp.start(...)` from a FileType autocommand;
--- * 0.7: `vim.lsp.start_client(...)` once, then `vim.lsp.buf_attach_client(...)` per buffer.
---
--- The filetype is `headerspec`; the buffer is highlighted as JSON (syntax `json`, and the
--- tree-sitter `json` parser on 0.9+). Settings travel three ways, so that every version gets
--- them: `init_options` (the section itself), `workspace/configuration` (0.8+ answers from
--- `settings`), and one `workspace/didChangeConfiguration` after `initialize` (0.7 sends none
--- by itself).
---
--- `:HeaderSpecPreview` (or `require('headerspec').preview()`) writes the buffer's HTML preview
--- (`headerspec preview - --format html`, Schemas/FORMAT.md#html-preview) to a temporary file
--- and opens it in `$BROWSER` (its first entry), or with `xdg-open` without one.
local M = {}

--- The server's settings and their defaults, as `Schemas/settings.schema.json` describes them.
M.default_settings = {
  headerspec = {
    sampleProgress = { 0, 0.25, 0.5, 0.75, 1 },
    severityOverrides = vim.empty_dict(),
    allowComments = false,
  },
}

M.filetype = 'headerspec'
--- The file names the filetype is set for: specs, and the events files of `headerspec simulate`
--- (the server tells them apart, and gives each its own diagnostics, hovers and lenses).
M.pattern = '*.header.json'
M.events_pattern = '*.events.json'
--- The spec schema's `$id`; a `$schema` naming it, or any path or URL ending in
--- `header-spec.schema.json`, makes a JSON file a spec (the server's `SpecDocumentFilter`).
M.schema_id = 'https://headerspec.dev/schemas/header-spec-1.schema.json'
--- The events schema's `$id`; a `$schema` naming it, or any path or URL ending in
--- `scroll-events.schema.json`, makes a JSON file an events file (`EventsDocumentFilter`).
M.events_schema_id = 'https://headerspec.dev/schemas/scroll-events-1.schema.json'

local function names_schema(bufnr, id, suffix)
  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, 50, false), '\n')
  for schema in text:gmatch('"%$schema"%s*:%s*"([^"]*)"') do
    if schema == id or schema:sub(-#suffix) == suffix then return true end
  end
  return false
end

--- Whether the buffer's text has a `"$schema"` member naming the spec schema (looked for in
--- its first 50 lines, where a root member stands in practice).
function M.names_spec_schema(bufnr)
  return names_schema(bufnr, M.schema_id, 'header-spec.schema.json')
end

--- Whether the buffer's text has a `"$schema"` member naming the events schema.
function M.names_events_schema(bufnr)
  return names_schema(bufnr, M.events_schema_id, 'scroll-events.schema.json')
end

--- Whether the buffer is an events file rather than a spec, as the server decides.
function M.is_events(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name:match('%.header%.json$') or M.names_spec_schema(bufnr) then return false end
  return name:match('%.events%.json$') ~= nil or M.names_events_schema(bufnr)
end

local function has(version)
  return vim.fn.has('nvim-' .. version) == 1
end

--- The files that mark a project root; the file's own directory when none is found.
M.root_markers = { '.git', 'Package.swift', '.hg' }

local function root_dir(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  local dir = vim.fn.fnamemodify(name, ':p:h')
  for _, marker in ipairs(M.root_markers) do
    local found = vim.fn.finddir(marker, dir .. ';')
    if found == '' then found = vim.fn.findfile(marker, dir .. ';') end
    if found ~= '' then return vim.fn.fnamemodify(found, ':p:h:h') end
  end
  return dir
end

--- The client configuration (a table for `vim.lsp.config`, `vim.lsp.start` and
--- `vim.lsp.start_client`): defaults merged with `opts`.
function M.config(opts)
  opts = opts or {}
  -- Each setting given replaces its default (a shorter sampleProgress list included).
  local settings = vim.deepcopy(opts.settings or {})
  local section = vim.deepcopy(M.default_settings.headerspec)
  for key, value in pairs(settings.headerspec or {}) do section[key] = value end
  settings.headerspec = section
  local config = vim.tbl_deep_extend('force', {
    name = 'headerspec',
    cmd = { 'headerspec', 'lsp' },
    filetypes = { M.filetype },
    root_markers = M.root_markers,
    settings = settings,
    init_options = settings.headerspec,
    flags = { debounce_text_changes = 150 },
  }, opts)
  -- Lists replace the defaults (tbl_deep_extend would merge them index by index).
  config.cmd = opts.cmd or { 'headerspec', 'lsp' }
  config.filetypes = opts.filetypes or { M.filetype }
  config.root_markers = opts.root_markers or M.root_markers
  config.settings = settings
  config.init_options = settings.headerspec
  local user_on_init = opts.on_init
  config.on_init = function(client, result)
    -- 0.7 neither answers workspace/configuration nor sends this notification by itself.
    -- Later versions may send it too: the server ignores settings it already has.
    if has('0.11') then
      client:notify('workspace/didChangeConfiguration', { settings = settings })
    else
      client.notify('workspace/didChangeConfiguration', { settings = settings })
    end
    if user_on_init then return user_on_init(client, result) end
  end
  local user_on_attach = opts.on_attach
  config.on_attach = function(client, bufnr)
    M.show_code_lenses(bufnr)
    if user_on_attach then return user_on_attach(client, bufnr) end
  end
  return config
end

--- Keeps the server's code lenses (Preview, Play fling, each subview's visibility; Simulate on
--- an events file) shown in `bufnr`: Neovim asks for them only when told to, so on attach, on
--- entering the buffer, after insert mode and after writing.
function M.show_code_lenses(bufnr)
  local function refresh()
    if not vim.api.nvim_buf_is_valid(bufnr) then return end
    if has('0.10') then
      pcall(vim.lsp.codelens.refresh, { bufnr = bufnr })
    elseif vim.api.nvim_get_current_buf() == bufnr then
      pcall(vim.lsp.codelens.refresh) -- the current buffer's, before 0.10
    end
  end
  vim.api.nvim_create_autocmd({ 'BufEnter', 'InsertLeave', 'BufWritePost' }, {
    group = vim.api.nvim_create_augroup('headerspec_lenses_' .. bufnr, { clear = true }),
    buffer = bufnr,
    callback = refresh,
  })
  refresh()
end

--- Registers the filetype for `*.header.json` and `*.events.json`, and for `*.json` files whose
--- `$schema` names the spec schema or the events schema (overriding `json`), and JSON
--- highlighting for it.
function M.detect()
  if vim.filetype and vim.filetype.add and has('0.8') then
    vim.filetype.add({ pattern = {
      ['.*%.header%.json'] = M.filetype,
      ['.*%.events%.json'] = M.filetype,
    } })
  end
  local group = vim.api.nvim_create_augroup('headerspec_filetype', { clear = true })
  -- 0.7 detects filetypes in Vim script only: set it explicitly after `json` was chosen. A
  -- plain `*.json` file is a spec (an events file) when its `$schema` says so (read once the
  -- text is loaded).
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { M.pattern, M.events_pattern },
    callback = function(args) vim.bo[args.buf].filetype = M.filetype end,
  })
  vim.api.nvim_create_autocmd('BufRead', {
    group = group,
    pattern = '*.json',
    callback = function(args)
      if vim.bo[args.buf].filetype ~= M.filetype
        and (M.names_spec_schema(args.buf) or M.names_events_schema(args.buf)) then
        vim.bo[args.buf].filetype = M.filetype
      end
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.filetype,
    callback = function(args)
      vim.bo[args.buf].syntax = 'json'
    end,
  })
  if vim.treesitter and vim.treesitter.language and vim.treesitter.language.register then
    pcall(vim.treesitter.language.register, 'json', M.filetype)
  end
end

local client_id_07 -- the one client on 0.7, shared by every buffer

--- Starts the server for `bufnr` (or attaches it) with the API this Neovim has.
function M.attach(bufnr, opts)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local config = M.config(opts)
  config.root_dir = root_dir(bufnr)
  config.root_markers = nil
  if vim.lsp.start and has('0.8') then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  config.filetypes = nil
  if not client_id_07 or not vim.lsp.get_client_by_id(client_id_07) then
    client_id_07 = vim.lsp.start_client(config)
  end
  if client_id_07 then
    vim.lsp.buf_attach_client(bufnr, client_id_07)
    vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc' -- 0.8+ sets it by itself
  end
  return client_id_07
end

--- Changes settings of the running headerspec clients (each key given replaces its value) and
--- tells the server, which re-checks open specs: `update_settings({ allowComments = true })`.
function M.update_settings(section)
  local clients = (vim.lsp.get_clients or vim.lsp.get_active_clients)()
  for _, client in ipairs(clients) do
    if client.name == 'headerspec' then
      local settings = client.config.settings or {}
      settings.headerspec = settings.headerspec or {}
      for key, value in pairs(section) do settings.headerspec[key] = value end
      client.config.settings = settings
      if has('0.11') then
        client:notify('workspace/didChangeConfiguration', { settings = settings })
      else
        client.notify('workspace/didChangeConfiguration', { settings = settings })
      end
    end
  end
end

--- The HTML preview of buffer `bufnr` (default: the current one), made by `program` (default:
--- the first word of the server command given to `setup`, else `headerspec`) from the buffer's
--- text, opened in the browser. Returns the page's path, or nil and the error (also notified).
--- An events file has no preview of its own: its Simulate code lens replays it.
function M.preview(bufnr, program)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if M.is_events(bufnr) then
    local message = 'an events file: run its Simulate lens (:lua vim.lsp.codelens.run())'
    vim.notify('headerspec preview: ' .. message, vim.log.levels.INFO)
    return nil, message
  end
  program = program or M.program or 'headerspec'
  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n') .. '\n'
  local args = { program, 'preview', '-', '--format', 'html' }
  if M.allow_comments then table.insert(args, '--allow-comments') end
  local page = vim.fn.system(args, text)
  if vim.v.shell_error ~= 0 then
    vim.notify('headerspec preview: ' .. page, vim.log.levels.ERROR)
    return nil, page
  end
  local path = vim.fn.tempname() .. '.html'
  local file = assert(io.open(path, 'w'))
  file:write(page)
  file:close()
  local browser = vim.split(os.getenv('BROWSER') or '', ':', { plain = true })[1]
  local opener = (browser ~= nil and browser ~= '') and browser or 'xdg-open'
  vim.fn.jobstart({ opener, path }, { detach = true })
  return path
end

--- Filetype detection plus the server for every `headerspec` buffer.
function M.setup(opts)
  opts = opts or {}
  M.program = opts.cmd and opts.cmd[1] or M.program
  local settings = opts.settings and opts.settings.headerspec
  M.allow_comments = settings and settings.allowComments or false
  vim.api.nvim_create_user_command('HeaderSpecPreview', function() M.preview() end,
    { desc = 'Open the HeaderSpec HTML preview of this buffer in the browser' })
  M.detect()
  if vim.lsp.config and vim.lsp.enable and has('0.11') then
    vim.lsp.config('headerspec', M.config(opts))
    vim.lsp.enable('headerspec')
    return
  end
  vim.api.nvim_create_autocmd('FileType', {
    group = vim.api.nvim_create_augroup('headerspec_lsp', { clear = true }),
    pattern = M.filetype,
    callback = function(args) M.attach(args.buf, opts) end,
  })
end

return M

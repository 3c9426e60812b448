-- :HeaderSpecPreview in a headless Neovim with a recording BROWSER (EditorSupport/test/
-- record_browser.sh): the page it opens must be the HTML preview of the buffer's text, unsaved
-- edit included. Writes `ok` / `FAIL` lines to $HEADERSPEC_RESULT.
--   HEADERSPEC_MODULE=EditorSupport/neovim/lua HEADERSPEC_BIN=.build/release/headerspec \
--   HEADERSPEC_SPEC=Schemas/examples/safari.header.json HEADERSPEC_BROWSER_LOG=/tmp/log \
--   BROWSER=EditorSupport/test/record_browser.sh HEADERSPEC_RESULT=/tmp/result \
--   nvim --headless --clean -c 'luafile EditorSupport/neovim/test/preview.lua'
package.path = os.getenv('HEADERSPEC_MODULE') .. '/?.lua;' .. package.path
local lines = {}
local function report(ok, label, detail)
  table.insert(lines, (ok and 'ok    ' or 'FAIL  ') .. 'neovim: ' .. label .. (ok and '' or (': ' .. (detail or ''))))
end
local ok, failure = pcall(function()
  local headerspec = require('headerspec')
  headerspec.setup({ cmd = { os.getenv('HEADERSPEC_BIN'), 'lsp' } })
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('HEADERSPEC_SPEC')))
  -- An unsaved edit: the page must show the buffer, not the file.
  local buffer = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  for index, line in ipairs(buffer) do
    buffer[index] = line:gsub('"name": "[^"]*"', '"name": "EditedInTheBuffer"')
  end
  vim.api.nvim_buf_set_lines(0, 0, -1, false, buffer)
  vim.cmd('HeaderSpecPreview')
  local log = os.getenv('HEADERSPEC_BROWSER_LOG')
  local opened = vim.wait(20000, function() return vim.fn.filereadable(log .. '.html') == 1 end, 50)
  report(opened, ':HeaderSpecPreview opens the browser', 'BROWSER was not run')
  if not opened then return end
  local arguments = vim.fn.readfile(log)
  report(#arguments == 1 and arguments[1]:match('%.html$') ~= nil, 'the browser gets one .html file',
    table.concat(arguments, ' '))
  local page = table.concat(vim.fn.readfile(log .. '.html'), '\n')
  report(page:sub(1, 15) == '<!DOCTYPE html>' and page:find('id="headerspec-data"', 1, true) ~= nil,
    'the file is the HTML preview', page:sub(1, 80))
  report(page:find('EditedInTheBuffer', 1, true) ~= nil, 'the page shows the unsaved buffer')
end)
if not ok then report(false, 'preview session', tostring(failure)) end
vim.fn.writefile(lines, os.getenv('HEADERSPEC_RESULT'))
vim.cmd('qa!')

;;; preview.el --- M-x headerspec-preview-in-browser in batch Emacs -*- lexical-binding: t; -*-

;; With a recording BROWSER (EditorSupport/test/record_browser.sh): the page it opens must be
;; the HTML preview of the buffer's text, unsaved edit included; in an events file beside the
;; spec, the spec's page replaying the events.  Writes `ok' / `FAIL' lines
;; to $HEADERSPEC_RESULT.  Environment as EditorSupport/neovim/test/preview.lua, with
;; HEADERSPEC_EL the folder of headerspec.el.

;;; Code:

(add-to-list 'load-path (getenv "HEADERSPEC_EL"))
(let ((eglot (car (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa-src/eglot-*"))))
  (when eglot (add-to-list 'load-path eglot)))
(require 'headerspec)

(defvar headerspec-test-lines nil)

(defun headerspec-test-report (ok label &optional detail)
  "Record LABEL as passed when OK, else failed with DETAIL."
  (push (concat (if ok "ok    " "FAIL  ") "emacs: " label
                (if ok "" (concat ": " (or detail ""))))
        headerspec-test-lines))

(condition-case failure
    (let ((log (getenv "HEADERSPEC_BROWSER_LOG")))
      (setq headerspec-server-program (list (getenv "HEADERSPEC_BIN") "lsp"))
      (find-file (getenv "HEADERSPEC_SPEC"))
      (goto-char (point-min))
      (re-search-forward "\"name\": \"[^\"]*\"")
      (replace-match "\"name\": \"EditedInTheBuffer\"")
      (let ((file (headerspec-preview-in-browser))
            (waited 0))
        (while (and (not (file-exists-p (concat log ".html"))) (< waited 200))
          (sleep-for 0.1)
          (setq waited (1+ waited)))
        (headerspec-test-report (file-exists-p (concat log ".html"))
                                "headerspec-preview-in-browser opens the browser"
                                "BROWSER was not run")
        (when (file-exists-p (concat log ".html"))
          (let ((arguments (with-temp-buffer
                             (insert-file-contents log)
                             (split-string (buffer-string) "\n" t)))
                (page (with-temp-buffer
                        (insert-file-contents (concat log ".html"))
                        (buffer-string))))
            (headerspec-test-report (equal arguments (list file))
                                    "the browser gets the page's file"
                                    (format "%S" arguments))
            (headerspec-test-report (and (string-prefix-p "<!DOCTYPE html>" page)
                                         (string-match-p "id=\"headerspec-data\"" page))
                                    "the file is the HTML preview")
            (headerspec-test-report (string-match-p "EditedInTheBuffer" page)
                                    "the page shows the unsaved buffer")))))
  (error (headerspec-test-report nil "preview session" (format "%S" failure))))

(condition-case failure
    (let* ((log (getenv "HEADERSPEC_BROWSER_LOG"))
           (spec (getenv "HEADERSPEC_SPEC"))
           (events (concat (file-name-directory spec) "preview.events.json"))
           (waited 0))
      (delete-file log)
      (delete-file (concat log ".html"))
      (with-temp-file events
        (insert "{ \"spec\": \"" (file-name-nondirectory spec) "\", "
                "\"events\": [ { \"type\": \"scroll\", \"offset\": 0 } ] }\n"))
      (find-file events)
      (headerspec-preview-in-browser)
      (while (and (not (file-exists-p (concat log ".html"))) (< waited 200))
        (sleep-for 0.1)
        (setq waited (1+ waited)))
      (let ((page (if (file-exists-p (concat log ".html"))
                      (with-temp-buffer
                        (insert-file-contents (concat log ".html"))
                        (buffer-string))
                    "")))
        (headerspec-test-report
         (string-match-p "\"gesture\":\\[\\[[^]]*\"scroll\",null\\]\\]" page)
         "in an events file, the page replays its events"
         (if (equal page "") "BROWSER was not run" "no one-scroll gesture in the page"))))
  (error (headerspec-test-report nil "events preview session" (format "%S" failure))))

(with-temp-file (getenv "HEADERSPEC_RESULT")
  (insert (mapconcat #'identity (reverse headerspec-test-lines) "\n") "\n"))
(set-buffer-modified-p nil)
(kill-emacs 0)

;;; preview.el ends here

;;; session.el --- A batch Emacs session with eglot against the real server  -*- lexical-binding: t; -*-

;; Written for Emacs 28 with eglot 1.9 (Debian 12's emacs-nox and elpa-eglot):
;;
;;   HEADERSPEC_BIN=.build/release/headerspec HEADERSPEC_CASES=cases.resolved.json \
;;   HEADERSPEC_RESULT=out.json HEADERSPEC_EL=EditorSupport/emacs \
;;   emacs --batch -l EditorSupport/emacs/test/session.el
;;
;; Loads headerspec.el, visits each file of the cases (headerspec-mode comes from
;; `auto-mode-alist'), starts eglot through `eglot-server-programs', and records what flymake
;; shows, a hover through eldoc's `eldoc-documentation-functions', a completion through
;; `eglot-completion-at-point', the diagnostics after an edit, the code actions of
;; `eglot-code-actions' with the buffer and diagnostics after eglot applied the chosen one, and
;; the server's exit status, in HEADERSPEC_RESULT (JSON) for compare.py.
;; In batch mode flymake does not start by itself and eglot's idle timer for didChange never
;; fires: the script calls `flymake-start' and `eglot--signal-textDocument/didChange' itself.

;;; Code:

(require 'json)
(require 'cl-lib)
(when (file-directory-p "/usr/share/emacs/site-lisp/elpa")
  (package-initialize))
(add-to-list 'load-path (expand-file-name (getenv "HEADERSPEC_EL")))
(require 'headerspec)
(require 'flymake)
(require 'eldoc)

(setq headerspec-server-program (list (getenv "HEADERSPEC_BIN") "lsp"))
(setq eglot-sync-connect 10
      eglot-autoshutdown nil
      eglot-events-buffer-size 0
      vc-handled-backends nil)

(defconst headerspec-test-timeout 10.0)

(defvar headerspec-test-publishes (make-hash-table :test #'equal)
  "File URI to the number of publishDiagnostics notifications received.")

(advice-add 'eglot-handle-notification :after
            (lambda (_server method &rest args)
              (when (eq method 'textDocument/publishDiagnostics)
                (let ((uri (plist-get args :uri)))
                  (puthash uri (1+ (gethash uri headerspec-test-publishes 0))
                           headerspec-test-publishes)))))

(defun headerspec-test-wait (predicate what)
  "Process server output until PREDICATE holds, or fail after the timeout naming WHAT."
  (let ((deadline (+ (float-time) headerspec-test-timeout)))
    (while (not (funcall predicate))
      (when (> (float-time) deadline)
        (error "Timed out waiting for %s" what))
      (accept-process-output nil 0.02))))

(defun headerspec-test-wait-for-publish (uri count what)
  "Wait until URI has had more than COUNT publishes."
  (headerspec-test-wait (lambda () (> (gethash uri headerspec-test-publishes 0) count)) what))

(defun headerspec-test-shown ()
  "The flymake diagnostics of the current buffer as a list of (LINE CODE), LINE 0-based.
The code is read from the text flymake shows (eglot writes \"[CODE]: message\")."
  (flymake-start)
  (vconcat
   (mapcar (lambda (diag)
             (let ((text (flymake-diagnostic-text diag)))
               (vector (1- (line-number-at-pos (flymake-diagnostic-beg diag)))
                       (if (string-match "\\[\\([^]]+\\)\\]" text) (match-string 1 text) text))))
           (flymake-diagnostics))))

(defun headerspec-test-goto (spec)
  "Move point to the LSP position of SPEC (ASCII lines: characters are columns)."
  (goto-char (point-min))
  (forward-line (alist-get 'line spec))
  (forward-char (alist-get 'character spec)))

(defun headerspec-test-hover (spec)
  "The hover at SPEC through eldoc's documentation functions (eglot's hover function)."
  (headerspec-test-goto spec)
  (if (not (eglot--server-capable :hoverProvider))
      '((answered . :json-false) (skipped . "the server advertises no hoverProvider"))
    (let ((docs nil) (called nil))
      (run-hook-wrapped 'eldoc-documentation-functions
                        (lambda (fn)
                          (funcall fn (lambda (info &rest _)
                                        (when (stringp info) (push info docs))
                                        (setq called t)))
                          nil))
      (headerspec-test-wait (lambda () called) "a hover through eldoc")
      `((answered . t) (result . ((contents . ,(string-join (reverse docs) "\n"))))))))

(defun headerspec-test-completion (spec)
  "The completion at SPEC through `eglot-completion-at-point' (what `completion-at-point' calls):
the LSP items behind the candidates its table offers."
  (headerspec-test-goto spec)
  (if (not (eglot--server-capable :completionProvider))
      '((answered . :json-false) (skipped . "the server advertises no completionProvider"))
    (let* ((capf (eglot-completion-at-point))
           (candidates (and capf (all-completions "" (nth 2 capf)))))
      `((answered . t)
        (result . ((items . ,(vconcat
                              (mapcar (lambda (c) (get-text-property 0 'eglot--lsp-item c))
                                      candidates)))))))))

(defun headerspec-test-inlay-hints (server)
  "The labels of the inlay hints for the whole buffer, asked through eglot's connection
\(eglot 1.9 shows none by itself)."
  (condition-case err
      (let ((hints (jsonrpc-request
                    server :textDocument/inlayHint
                    (list :textDocument (eglot--TextDocumentIdentifier)
                          :range (list :start (eglot--pos-to-lsp-position (point-min))
                                       :end (eglot--pos-to-lsp-position (point-max))))
                    :timeout headerspec-test-timeout)))
        `((answered . t)
          (labels . ,(vconcat (mapcar (lambda (hint) (plist-get hint :label)) hints)))))
    (error `((answered . :json-false) (error . ,(error-message-string err))))))

(defun headerspec-test-code-action (spec server)
  "The code actions at SPEC from `eglot-code-actions', and the one titled `apply' applied the
way `M-x eglot-code-actions' does (`eglot--read-execute-code-action'); a stand-in for
`completing-read' picks the title, as a user would in the minibuffer."
  (headerspec-test-goto spec)
  (if (not (eglot--server-capable :codeActionProvider))
      '((answered . :json-false) (skipped . "the server advertises no codeActionProvider"))
    (let* ((actions (eglot-code-actions (point) (point)))
           (title (alist-get 'apply spec))
           (answer `((answered . t)
                     (titles . ,(vconcat (mapcar (lambda (a) (plist-get a :title)) actions))))))
      (condition-case err
          (let ((last-nonmenu-event ?\r)) ; a key, not a mouse click: eglot asks in the minibuffer
            (cl-letf (((symbol-function 'completing-read)
                       (lambda (_prompt items &rest _)
                         (if (assoc title items) title (error "No action %S offered" title)))))
              (eglot--read-execute-code-action actions server))
            (push (cons 'applied title) answer))
        (error (push (cons 'apply_error (error-message-string err)) answer)))
      answer)))

(defun headerspec-test-run (result)
  (let* ((cases (json-read-file (getenv "HEADERSPEC_CASES")))
         (files nil)
         (server nil))
    (push (cons 'settings (headerspec-settings)) result)
    (cl-loop
     for case across (alist-get 'files cases)
     do
     (let* ((name (alist-get 'name case))
            (buffer (find-file-noselect (alist-get 'path case)))
            (entry nil))
       (switch-to-buffer buffer)             ; a window: eglot answers eldoc only then
       (let* ((uri (eglot--path-to-uri (buffer-file-name)))
              (count (gethash uri headerspec-test-publishes 0)))
         (push (cons 'mode (symbol-name major-mode)) entry)
         (unless server
           (apply #'eglot (eglot--guess-contact))
           (setq server (eglot-current-server)))
         (unless eglot--managed-mode (eglot--maybe-activate-editing-mode))
         (headerspec-test-wait-for-publish uri count (format "diagnostics for %s" name))
         (push (cons 'diagnostics (headerspec-test-shown)) entry)
         (when (alist-get 'hover case)
           (push (cons 'hover (headerspec-test-hover (alist-get 'hover case))) entry))
         (when (alist-get 'inlay_hints case)
           (push (cons 'inlay_hints (headerspec-test-inlay-hints server)) entry))
         (when (alist-get 'completion case)
           (push (cons 'completion (headerspec-test-completion (alist-get 'completion case)))
                 entry))
         (when-let ((code (alist-get 'off_code case)))
           ;; The server pulls workspace/configuration after the notification;
           ;; headerspec.el answers with the options.
           (let ((headerspec-severity-overrides (list (cons code "off"))))
             (setq count (gethash uri headerspec-test-publishes 0))
             (eglot-signal-didChangeConfiguration server)
             (headerspec-test-wait-for-publish
              uri count (format "diagnostics with %s off" code))
             (push (cons 'with_override (headerspec-test-shown)) entry))
           (setq count (gethash uri headerspec-test-publishes 0))
           (eglot-signal-didChangeConfiguration server)
           (headerspec-test-wait-for-publish
            uri count "diagnostics without the override")
           (push (cons 'after_restore (headerspec-test-shown)) entry))
         (when-let ((edit (alist-get 'edit case)))
           (setq count (gethash uri headerspec-test-publishes 0))
           (headerspec-test-goto edit)
           (insert (alist-get 'insert edit))
           (eglot--signal-textDocument/didChange) ; the idle timer does not fire in batch
           (headerspec-test-wait-for-publish uri count (format "diagnostics after editing %s" name))
           (push (cons 'after_edit (headerspec-test-shown)) entry))
         (when-let ((spec (alist-get 'code_action case)))
           (setq count (gethash uri headerspec-test-publishes 0))
           (let ((tick (buffer-chars-modified-tick))
                 (answer (headerspec-test-code-action spec server)))
             (push (cons 'code_action answer) entry)
             (unless (= tick (buffer-chars-modified-tick))
               (eglot--signal-textDocument/didChange) ; the idle timer does not fire in batch
               (headerspec-test-wait-for-publish
                uri count (format "diagnostics after the code action in %s" name))
               (push (cons 'after_action (headerspec-test-shown)) entry)
               (push (cons 'after_action_text
                           (buffer-substring-no-properties (point-min) (point-max)))
                     entry)))))
       (push (cons name entry) files)))
    (push (cons 'capabilities
                `((hoverProvider . ,(if (eglot--server-capable :hoverProvider) t :json-false))
                  (completionProvider
                   . ,(if (eglot--server-capable :completionProvider) t :json-false))
                  (codeActionProvider
                   . ,(if (eglot--server-capable :codeActionProvider) t :json-false))))
          result)
    (push (cons 'files files) result)
    ;; `eglot-shutdown' sends shutdown and exit but then deletes the process at once (its
    ;; status would be Emacs's signal): send both the same way and let the server exit by itself.
    (let ((process (jsonrpc--process server)))
      (setf (eglot--shutdown-requested server) t)
      (jsonrpc-request server :shutdown nil :timeout headerspec-test-timeout)
      (jsonrpc-notify server :exit nil)
      (headerspec-test-wait (lambda () (not (process-live-p process))) "the server to exit")
      (push (cons 'exit_code (process-exit-status process)) result))
    result))

(require 'lisp-mnt)
(let ((result `((editor . ,(format "emacs %s eglot %s" emacs-version
                                   (or (ignore-errors
                                         (lm-version (find-library-name "eglot")))
                                       "?")))
                (errors . [])))
      (ok t))
  (condition-case err
      (setq result (headerspec-test-run result))
    (error
     (setq ok nil)
     (setf (alist-get 'errors result) (vector (error-message-string err)))))
  (with-temp-file (getenv "HEADERSPEC_RESULT")
    (insert (json-encode result)))
  (kill-emacs (if ok 0 1)))

;;; session.el ends here

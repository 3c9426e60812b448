;;; headerspec.el --- HeaderSpec specs with eglot -*- lexical-binding: t; -*-

;; Version: 0.1
;; Package-Requires: ((emacs "28.1") (eglot "1.9"))
;; Keywords: languages, tools

;;; Commentary:

;; `headerspec-mode' for `*.header.json' specs, for the `*.events.json'
;; events files of `headerspec simulate' and for `*.json' files whose
;; $schema names the spec schema or the events schema (a JSON mode:
;; `js-json-mode' on Emacs 29+, `js-mode' before), and the `headerspec lsp'
;; language server for it through eglot (built into Emacs 29+; `elpa-eglot'
;; or GNU ELPA before).  The server tells specs and events files apart.
;;
;;   (add-to-list 'load-path "/path/to/EditorSupport/emacs")
;;   (require 'headerspec)
;;   (add-hook 'headerspec-mode-hook #'eglot-ensure)
;;
;; M-x headerspec-preview-in-browser writes the buffer's HTML preview
;; (`headerspec preview - --format html') to a temporary file and opens it
;; in $BROWSER (its first entry), or with `browse-url-of-file' without one.
;;
;; The server's settings are the `headerspec-*' options below.  They reach
;; the server as `initializationOptions' and as the answer to its
;; `workspace/configuration' request for the `headerspec' section (a
;; `:headerspec' entry in `eglot-workspace-configuration', for example in
;; .dir-locals.el, takes precedence).  After changing them in a running
;; session: M-x eglot-signal-didChangeConfiguration.

;;; Code:

(require 'cl-lib)
(require 'js)
(require 'eglot)

(defgroup headerspec nil
  "HeaderSpec header specs."
  :group 'languages
  :prefix "headerspec-")

(defcustom headerspec-server-program '("headerspec" "lsp")
  "The command that starts the HeaderSpec language server, with arguments."
  :type '(repeat string))

(defcustom headerspec-sample-progress [0 0.25 0.5 0.75 1]
  "Progress values at which hovers and previews sample the bar.
The server's `sampleProgress' setting."
  :type '(vector number))

(defcustom headerspec-severity-overrides nil
  "Diagnostic code to severity, e.g. ((\"HS311\" . \"off\")).
The server's `severityOverrides' setting.  A severity is one of
\"error\", \"warning\", \"information\", \"hint\" or \"off\"."
  :type '(alist :key-type string
                :value-type (choice (const "error") (const "warning")
                                    (const "information") (const "hint")
                                    (const "off"))))

(defcustom headerspec-allow-comments nil
  "Whether comments are accepted without a diagnostic (`allowComments')."
  :type 'boolean)

(defun headerspec-settings ()
  "The `headerspec' settings section, as eglot serialises it to JSON."
  (let ((overrides (make-hash-table :test #'equal)))
    (dolist (entry headerspec-severity-overrides)
      (puthash (car entry) (cdr entry) overrides))
    (list :sampleProgress (vconcat headerspec-sample-progress)
          :severityOverrides overrides
          :allowComments (if headerspec-allow-comments t :json-false))))

;;;###autoload
(defalias 'headerspec-parent-mode
  (if (fboundp 'js-json-mode) #'js-json-mode #'js-mode)
  "The parent of `headerspec-mode'.
`js-json-mode' on Emacs 29+, `js-mode' before.")

;;;###autoload
(define-derived-mode headerspec-mode headerspec-parent-mode "HeaderSpec"
  "Major mode for HeaderSpec header specs and their events files.
Chosen for `*.header.json' and `*.events.json' files, and for `*.json'
files whose $schema names the spec schema or the events schema.")

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.header\\.json\\'" . headerspec-mode))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.events\\.json\\'" . headerspec-mode))

;;;###autoload
(defconst headerspec-schema-id
  "https://headerspec.dev/schemas/header-spec-1.schema.json"
  "The spec schema's $id.
A JSON file whose $schema names it, or any path or URL ending in
header-spec.schema.json, is a spec (as the server decides).")

;;;###autoload
(defconst headerspec-events-schema-id
  "https://headerspec.dev/schemas/scroll-events-1.schema.json"
  "The events schema's $id.
A JSON file whose $schema names it, or any path or URL ending in
scroll-events.schema.json, is an events file (as the server decides).")

;;;###autoload
(defun headerspec--names-schema-p (id suffix)
  "Whether the buffer's text has a $schema that is ID or ends in SUFFIX."
  (save-excursion
    (goto-char (point-min))
    (let ((found nil))
      (while (and (not found)
                  (re-search-forward
                   "\"\\$schema\"[ \t\n\r]*:[ \t\n\r]*\"\\([^\"]*\\)\""
                   nil t))
        (let ((schema (match-string 1)))
          (setq found (or (equal schema id) (string-suffix-p suffix schema)))))
      found)))

;;;###autoload
(defun headerspec-names-spec-schema-p ()
  "Whether the buffer is a *.json file whose $schema names the spec schema.
Or the events schema: such a file is an events file, which the server
serves too.  For `magic-mode-alist', which calls it at the start of the
buffer \(narrowed to `magic-mode-region-size')."
  (and buffer-file-name
       (string-match-p "\\.json\\'" buffer-file-name)
       (or (headerspec--names-schema-p headerspec-schema-id
                                       "header-spec.schema.json")
           (headerspec--names-schema-p headerspec-events-schema-id
                                       "scroll-events.schema.json"))))

(defun headerspec-events-file-p ()
  "Whether the buffer is an events file rather than a spec, as the server decides."
  (save-restriction
    (widen)
    (let ((name (or buffer-file-name "")))
      (and (not (string-match-p "\\.header\\.json\\'" name))
           (not (headerspec--names-schema-p headerspec-schema-id
                                            "header-spec.schema.json"))
           (or (string-match-p "\\.events\\.json\\'" name)
               (headerspec--names-schema-p headerspec-events-schema-id
                                           "scroll-events.schema.json"))))))

;;;###autoload
(add-to-list 'magic-mode-alist
             '(headerspec-names-spec-schema-p . headerspec-mode))

(defclass headerspec-eglot-server (eglot-lsp-server) ()
  "The HeaderSpec language server.
Its settings come from the `headerspec-*' options.")

(cl-defmethod eglot-initialization-options
  ((_server headerspec-eglot-server))
  "Send the `headerspec-*' options as `initializationOptions'."
  (headerspec-settings))

(cl-defmethod eglot-handle-request
  ((server headerspec-eglot-server)
   (_method (eql workspace/configuration)) &key items)
  "Answer the `headerspec' section of ITEMS with the options.
A `:headerspec' entry of `eglot-workspace-configuration' wins."
  (let ((answers (cl-call-next-method server 'workspace/configuration
                                      :items items)))
    (apply #'vector
           (cl-loop for item across items
                    for answer across answers
                    collect (if (and (null answer)
                                     (equal (plist-get item :section)
                                            "headerspec"))
                                (headerspec-settings)
                              answer)))))

(defun headerspec--server-contact (&optional _interactive)
  "The eglot contact: the server class and `headerspec-server-program'."
  (cons 'headerspec-eglot-server headerspec-server-program))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '(headerspec-mode . headerspec--server-contact)))

;;;###autoload
(defun headerspec-preview-in-browser ()
  "Open the HTML preview of the current buffer in a browser.
The page is made by the first word of `headerspec-server-program' from the
buffer's text and written to a temporary file; $BROWSER opens it when set,
`browse-url-of-file' otherwise.  Returns the file's name.  In an events file
the page is its spec's, replaying the events file as saved (`headerspec
preview --format html --events FILE', the page the server's Simulate lens
opens where lenses are shown, which eglot 1.9 does not)."
  (interactive)
  (let* ((events (headerspec-events-file-p))
         (program (car headerspec-server-program))
         (args (append (if events
                           (progn
                             (unless buffer-file-name
                               (user-error "Save the events file first: the page replays it"))
                             (when (buffer-modified-p)
                               (message "The page replays %s as saved"
                                        (file-name-nondirectory buffer-file-name)))
                             (list "preview" "--format" "html" "--events" buffer-file-name))
                         '("preview" "-" "--format" "html"))
                       (and headerspec-allow-comments '("--allow-comments"))))
         (file (make-temp-file "headerspec-preview-" nil ".html"))
         (source (current-buffer))
         (status (with-temp-buffer
                   (let ((output (current-buffer)))
                     (prog1
                         (with-current-buffer source
                           (save-restriction
                             (widen)
                             (apply #'call-process-region (point-min) (point-max)
                                    program nil (list output nil) nil args)))
                       (write-region (point-min) (point-max) file nil 'silent)))))
         (browser (car (split-string (or (getenv "BROWSER") "") ":" t))))
    (unless (eq status 0)
      (delete-file file)
      (user-error "headerspec preview failed (exit %s)" status))
    (if browser
        (call-process browser nil 0 nil file)
      (browse-url-of-file file))
    file))

(provide 'headerspec)
;;; headerspec.el ends here

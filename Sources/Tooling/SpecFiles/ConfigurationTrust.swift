import Foundation

/// Whose `.headerspec.json` may steer a check. A project configuration can turn diagnostics
/// off, so one that someone else could have planted (in a shared folder such as `/tmp`, above
/// every spec below it) must not be read: only a file owned by the user running the tool or by
/// root, and writable by no one else, is trusted.
public enum ConfigurationTrust {
  /// Why the configuration file at `path` is not read, nil when it may be: owned by another
  /// user, or writable by others (its group or everyone, unless the group is the user's own
  /// and the user owns the file). A file that cannot be examined is not refused here (reading
  /// it reports why).
  public static func refusal(ofFileAt path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let user = geteuid()
    if info.st_uid != user && info.st_uid != 0 {
      return "owned by another user (uid \(info.st_uid)), so not read"
    }
    if info.st_mode & S_IWOTH != 0 {
      return "writable by every user, so not read (chmod o-w to use it)"
    }
    // A group other than the owner's own may hold other users.
    if info.st_mode & S_IWGRP != 0, info.st_gid != getpwuid(info.st_uid)?.pointee.pw_gid {
      return "writable by group \(info.st_gid), which is not its owner's own, so not read "
        + "(chmod g-w to use it)"
    }
    return nil
  }

  /// The user's home folder (`HOME`, else the password database's entry), without a trailing
  /// `/` and with links resolved; nil when there is none or it is the root folder.
  public static var homeFolder: String? {
    var home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    if home.isEmpty, let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir {
      home = String(cString: directory)
    }
    guard !home.isEmpty else { return nil }
    let resolved = URL(fileURLWithPath: home).resolvingSymlinksInPath().path
    return resolved == "/" ? nil : resolved
  }
}

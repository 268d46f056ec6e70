/* @@opts: -c /nonexistent/cmd */
/* @@stderr: dtrace: failed to execute /nonexistent/cmd: No such file or directory */
BEGIN
{
}

/* @@opts: -c no-such-command-anywhere */
/* @@stderr: dtrace: failed to execute no-such-command-anywhere: No such file or directory */
BEGIN
{
}

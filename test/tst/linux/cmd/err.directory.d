/* @@opts: -c /tmp */
/* @@stderr: dtrace: failed to execute /tmp: Permission denied */
BEGIN
{
}

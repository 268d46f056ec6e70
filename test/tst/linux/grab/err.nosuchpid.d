/* @@opts: -p 4194304 */
/* @@stderr: dtrace: failed to grab pid 4194304: No such process */
BEGIN
{
}

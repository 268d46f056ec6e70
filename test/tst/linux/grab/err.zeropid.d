/* @@opts: -p 0 */
/* @@stderr: dtrace: invalid pid: 0 */
BEGIN
{
}

/* @@opts: -p 12x */
/* @@stderr: dtrace: invalid pid: 12x */
BEGIN
{
}

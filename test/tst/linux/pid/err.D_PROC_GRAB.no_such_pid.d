/* a pid probe naming a process that does not exist cannot grab it */
/* @@stderr: failed to grab process 2147483647 */
pid2147483647::main:entry
{
}

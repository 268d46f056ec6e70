/* @@cmd: perl -e 1 */
/*
 * every instruction of perl and its libraries is more than the 250,000
 * probes one process may have: refused at once, with the limit named
 */
/* @@stderr: already has 250000 pid probes, the most one process may have */
pid$target:::
{
}

/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

proc:::start,
proc:::exit
{
	printf("%s:%s\n", probeprov, probename);
}

/* @@cmd: @PROGS@/usdtapp 2 */
/* @@requires: prog:usdtapp */
/* two providers of one program, in firing order */
#pragma D option quiet

tstprov$target:::plain,
other$target:::go
{
	printf("%s %d\n", probename, probename == "go" ? arg0 : -1);
}

/* @@cmd: @PROGS@/usdtapp 1 */
/* @@requires: prog:usdtapp */
/* globs in the module, function and name of a USDT description */
#pragma D option quiet

tstprov$target:usdt*:ma?n:*-two,
tstprov$target:a.out::plain
{
	printf("%s:%s:%s\n", probemod, probefunc, probename);
}

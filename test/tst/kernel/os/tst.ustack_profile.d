/* @@backend: kernel */ /* @@start: @PROGS@/pidspin 600000 */
/* @@mask: offsets */
/*
 * ustack() and ustackdepth of profile-N samples, through the module's
 * frame-pointer walk of the interrupted user thread: pidspin (built with
 * frame pointers) spends nearly all its time in spin_inner(), called by
 * spin(), called by main(); its most frequent sampled stack is those
 * three, symbolised by the consumer from the running process, and the
 * walk goes on past main() into the C library (ustackdepth >= 3 in most
 * samples).
 */
#pragma D option quiet

profile-997
/execname == "pidspin" && arg1 != 0/
{
	@s[ustack(3)] = count();
	@d[ustackdepth >= 3] = count();
}

tick-2s
{
	exit(0);
}

END
{
	trunc(@s, 1);
	trunc(@d, 1);
	printa("%k", @s);
	printa("%d\n", @d);
}

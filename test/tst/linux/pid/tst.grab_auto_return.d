/* @@start: @PROGS@/pidspin 5000 */
/* @@args: @PID@ */
/* auto-grab (no -p) with return probes; the tick fires once they did */
#pragma D option quiet

pid$1::spin_inner:return
{
	n++;
}

tick-200ms
/n > 0/
{
	printf("%s\n", probeprov == "profile" ? "ok" : "bad");
	exit(0);
}

/* @@cmd: @PROGS@/pidspin 800 */
/* a thread spinning for 0.8 s at 997 Hz gives hundreds of samples */
#pragma D option quiet

profile-997
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n > 200 && n < 1000);
}

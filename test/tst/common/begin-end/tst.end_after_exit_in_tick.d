/*
 * END fires after exit() from another probe
 */

#pragma D option quiet

tick-10ms
{
	exit(0);
}

END
{
	printf("end\n");
}

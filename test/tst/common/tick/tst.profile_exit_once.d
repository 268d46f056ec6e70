/*
 * profile-100hz fires and exit() ends tracing; END runs once
 */

#pragma D option quiet

profile-100hz
{
	exit(0);
}

END
{
	printf("done\n");
}

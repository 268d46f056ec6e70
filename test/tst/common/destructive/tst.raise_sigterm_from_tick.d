/* @@opts: -w */
/* @@backend: user */
/*
 * raise(SIGTERM) into the dtrace process of the user host: handled as
 * SIGINT is.
 */
#pragma D option quiet

tick-10ms
/!done/
{
	done = 1;
	raise(15);
}

END
{
	printf("end\n");
}

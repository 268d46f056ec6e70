/* @@opts: -w */
/* @@backend: user */
/*
 * raise() keeps one pending request: a second raise() before the
 * delivery is ignored (SIGINT once: no impatient abort).
 */
#pragma D option quiet

tick-10ms
/!done/
{
	done = 1;
	raise(2);
	raise(2);
}

END
{
	printf("end\n");
}

/* @@opts: -C  */
/*
 * Without -X the preprocessor runs in mode a, ISO C (-std=c99 of GNU cpp, as the Linux reference passes it): __STDC__ 1, __STDC_VERSION__ 199901L.
 */
#pragma D option quiet

#ifdef __STDC__
BEGIN { printf("__STDC__ %d __STDC_VERSION__ %d\n", __STDC__, __STDC_VERSION__); }
#else
BEGIN { printf("no __STDC__\n"); }
#endif

BEGIN
{
	exit(0);
}

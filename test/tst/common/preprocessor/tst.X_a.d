/* @@opts: -C -X a */
/*
 * -X a: ISO C, cpp's -std=c99, as the Linux reference: __STDC__ 1, __STDC_VERSION__ 199901L.
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

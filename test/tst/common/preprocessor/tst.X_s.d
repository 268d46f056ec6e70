/* @@opts: -C -X s */
/*
 * -X s: K&R C, cpp's -traditional-cpp, as the Linux reference: __STDC__ is not defined.
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

/* @@opts: -C */
/*
 * the # operator of the preprocessor
 */

#pragma D option quiet

#define STR(x) #x

BEGIN
{
	printf("%s\n", STR(hello));
	exit(0);
}

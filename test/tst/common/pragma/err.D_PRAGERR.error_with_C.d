/* @@opts: -C */
/*
 * #pragma error survives the preprocessor
 */

#if 1
#pragma error "bad configuration"
#endif

BEGIN
{
	exit(0);
}

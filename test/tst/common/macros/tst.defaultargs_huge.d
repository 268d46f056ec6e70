/* @@opts: -x defaultargs */
/* @@args: a */
/*
 * -x defaultargs: argument numbers too large for an int take the default
 * value, in expressions and in probe descriptions
 */

#pragma D option quiet

dtrace:::BEGIN$4294967296
{
	printf("[%s] [%s] %d %d\n", $$4294967296, $$1, $2147483648,
	    $99999999999999999999);
	exit(0);
}

/*
 * ticks faster than 200us are not created
 */

tick-100us
{
	exit(0);
}

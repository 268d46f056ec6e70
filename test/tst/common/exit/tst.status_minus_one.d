/* @@exit: 255 */
/*
 * exit(-1) gives status 255
 */

#pragma D option quiet

BEGIN
{
	exit(-1);
}

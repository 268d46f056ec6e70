/*
 * an assignment without a right-hand side
 */

BEGIN
{
	x = ;
	exit(0);
}

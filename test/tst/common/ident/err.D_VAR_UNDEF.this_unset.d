/*
 * reading this->x before any assignment
 */

BEGIN
{
	trace(this->x);
	exit(0);
}

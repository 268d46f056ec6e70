/* an unknown function name */

BEGIN
{
	nosuchfunction(1);
}

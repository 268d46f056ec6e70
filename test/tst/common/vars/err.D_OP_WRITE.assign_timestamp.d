/* assigning to timestamp */

BEGIN
{
	timestamp = 0;
}

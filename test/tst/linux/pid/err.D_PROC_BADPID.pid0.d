/* pid0 holds no valid process id */
pid0:::entry
{
}
